import {
  type Flashcard,
  type MyFileDetail,
  type MyFileItem,
  type MyFileType,
  type QuizCard,
  buildPath,
  myFileContentRoute,
} from '@bright/contracts';
import type { LessonRow, ListedFile, MyFileRow } from './my-files.queries';

interface Cards {
  cards?: unknown[];
}

const cardsOf = (row: MyFileRow) => ((row.content as Cards | null)?.cards ?? []) as unknown[];

/** The only shape a My Files row leaves the server in; the caller owns it, so every action is theirs. */
export function toMyFileItem(row: ListedFile | MyFileRow): MyFileItem {
  const cardCount = 'cardCount' in row ? row.cardCount : cardsOf(row as MyFileRow).length;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    folderId: row.folderId,
    contentType: (row.contentType as MyFileType | null) ?? null,
    size: row.size,
    status: row.status,
    cardCount,
    url: row.kind === 'FILE' && row.storedName ? buildPath(myFileContentRoute.path, { id: row.id }) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { canRename: true, canDelete: true, canEditCards: row.kind !== 'FILE', canMoveToContent: false },
  };
}

export function toMyFileDetail(row: MyFileRow): MyFileDetail {
  return {
    ...toMyFileItem(row),
    flashcards: row.kind === 'FLASHCARD' ? (cardsOf(row) as Flashcard[]) : null,
    quizcards: row.kind === 'QUIZCARD' ? (cardsOf(row) as QuizCard[]) : null,
  };
}

/**
 * A Content lesson kept in My Files: opened, renamed and deleted where lessons are (the lessons'
 * calls); here it can go back to My Content.
 */
export function toLessonItem(row: LessonRow): MyFileItem {
  return {
    id: row.id,
    kind: 'LESSON',
    name: row.name,
    folderId: row.folderId,
    contentType: null,
    size: 0,
    status: 'SUCCESS',
    cardCount: 0,
    url: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { canRename: false, canDelete: false, canEditCards: false, canMoveToContent: true },
  };
}
