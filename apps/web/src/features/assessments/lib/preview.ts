import type { Question, TakingQuestion } from '@bright/contracts';
import { blankMarks } from './question-draft';

/** A question as a student receives it: no key, matching's right sides apart and sorted. */
export function toTakingQuestion(question: Question): TakingQuestion {
  return {
    id: question.id,
    assessmentId: question.assessmentId,
    position: question.position,
    topicId: question.topicId,
    type: question.type,
    description: question.description,
    points: question.points,
    bloomLevel: question.bloomLevel,
    options: question.options.map(({ id, title, image }) => ({ id, title, image })),
    matchChoices:
      question.type === 'MATCHING'
        ? question.options
            .map((o) => o.match ?? '')
            .filter(Boolean)
            .sort((a, b) => a.localeCompare(b))
        : [],
    blankCount: question.type === 'FILL_IN_THE_BLANK' ? blankMarks(question.description).length : 0,
    image: question.image,
    files: question.files.map((file) => ({ ...file })),
    topicName: question.topicName,
  };
}

/** SPEC §2 preview entry: the assessment id is stored with showClose, then /dashboard/assessment/preview opens. */
export const PREVIEW_STORAGE_KEY = 'assessmentPreview';

export interface StoredPreview {
  assessmentId: string;
  showClose: boolean;
}

export function storePreview(storage: Pick<Storage, 'setItem'>, preview: StoredPreview) {
  storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(preview));
}

export function readPreview(storage: Pick<Storage, 'getItem'>): StoredPreview | null {
  try {
    const value = JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? 'null') as Partial<StoredPreview> | null;
    if (!value || typeof value.assessmentId !== 'string' || !value.assessmentId) return null;
    return { assessmentId: value.assessmentId, showClose: value.showClose !== false };
  } catch {
    return null;
  }
}
