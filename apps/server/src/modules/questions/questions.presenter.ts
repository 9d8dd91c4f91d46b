import type {
  BankItem,
  BloomLevel,
  CuratedQuestion,
  Question,
  QuestionContent,
  QuestionFile,
  QuestionType,
  StudentQuestion,
} from '@bright/contracts';
import type { BankItemRow, CuratedRow, QuestionFileRow, QuestionRow } from './questions.queries';

type ContentRow = Pick<
  QuestionRow,
  | 'type'
  | 'description'
  | 'points'
  | 'options'
  | 'correctOptions'
  | 'acceptedAnswers'
  | 'blanks'
  | 'numeric'
  | 'bloomLevel'
  | 'answer'
  | 'rubric'
>;

/** The content columns of any question-like row (question, bank, curated, generated), as QuestionContent. */
export function contentOf(row: ContentRow): QuestionContent {
  return {
    type: row.type as QuestionType,
    description: row.description,
    points: row.points,
    options: row.options.map((option) => ({ ...option })),
    correctOptions: [...row.correctOptions],
    acceptedAnswers: [...row.acceptedAnswers],
    blanks: row.blanks.map((blank) => ({ accepted: [...blank.accepted] })),
    numeric: row.numeric ?? null,
    bloomLevel: (row.bloomLevel as BloomLevel | null) ?? null,
    answer: row.answer ?? null,
    rubric: row.rubric ?? null,
  };
}

export const questionImageUrl = (row: Pick<QuestionRow, 'id' | 'image'>) =>
  row.image ? `/api/question/image/${row.id}?v=${row.image.replace(/^.*\//, '').slice(0, 8)}` : null;

export const questionFileUrl = (fileId: string) => `/api/question/file/${fileId}`;

/** The attachments (insertFiles) among a question's stored files; pictures are shown elsewhere. */
export function toQuestionFiles(files: QuestionFileRow[], questionId: string): QuestionFile[] {
  return files
    .filter((file) => file.questionId === questionId && file.kind === 'file')
    .map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      url: questionFileUrl(file.id),
    }));
}

/** A question with its key: for the assessment's teachers only. */
export function toQuestion(row: QuestionRow, files: QuestionFileRow[]): Question {
  return {
    ...contentOf(row),
    id: row.id,
    assessmentId: row.assessmentId,
    position: row.position,
    tempId: row.tempId ?? null,
    topicId: row.topicId ?? null,
    topicName: row.topicName ?? null,
    image: questionImageUrl(row),
    files: toQuestionFiles(files, row.id),
    source: row.source ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Fisher-Yates with a given random source (tests pass a seeded one). */
export function shuffled<T>(items: readonly T[], rng: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * A question as a student receives it: never the key (STUDENT_HIDDEN_FIELDS). Options lose `match`; a
 * MATCHING question's right-hand sides come shuffled in `matchChoices`. An ORDERING question's options
 * are always shuffled (its options are listed in the right order by teachers), and never in the right
 * order when there are two or more. Other options keep the teacher's order: shuffling them per student
 * is the taking module's setting (shuffleAnswerOptions).
 */
export function toStudentQuestion(
  row: QuestionRow,
  files: QuestionFileRow[],
  rng: () => number = Math.random,
): StudentQuestion {
  const type = row.type as QuestionType;
  let options = row.options.map(({ id, title, image }) => ({ id, title, image: image ?? null }));
  if (type === 'ORDERING' && options.length > 1) {
    options = shuffled(options, rng);
    const right = row.correctOptions.length === options.length ? row.correctOptions : row.options.map((o) => o.id);
    if (options.every((option, index) => option.id === right[index])) options.push(options.shift()!);
  }
  const matchChoices =
    type === 'MATCHING'
      ? shuffled(
          row.options.map((option) => option.match ?? '').filter((match) => match.trim() !== ''),
          rng,
        )
      : [];
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    position: row.position,
    type,
    description: row.description,
    points: row.points,
    bloomLevel: (row.bloomLevel as BloomLevel | null) ?? null,
    options,
    matchChoices,
    blankCount: type === 'FILL_IN_THE_BLANK' ? row.blanks.length : 0,
    image: questionImageUrl(row),
    files: toQuestionFiles(files, row.id),
    topicId: row.topicId ?? null,
    topicName: row.topicName ?? null,
  };
}

export function toBankItem(row: BankItemRow, topicName: string | null): BankItem {
  return {
    ...contentOf(row),
    id: row.id,
    topicId: row.topicId ?? null,
    topicName,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCuratedQuestion(row: CuratedRow, topic: { name: string; hierarchy: string }): CuratedQuestion {
  return { ...contentOf(row), id: row.id, topicId: row.topicId, topicName: topic.name, hierarchy: topic.hierarchy };
}
