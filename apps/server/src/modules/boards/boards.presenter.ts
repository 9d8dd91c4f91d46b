import {
  BOARD_PROTOCOL_VERSION,
  type BoardAccess,
  type BoardInfo,
  type BoardPage,
  type BoardPages,
  PageBackground,
  type RecentBoard,
} from '@bright/contracts';
import type { LessonRow, PageRow } from './boards.queries';

/** A stored background as the contract shapes it; anything else (a hand-edited row) shows as none. */
const toBackground = (value: unknown) => {
  const parsed = PageBackground.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const toBoardPage = (row: PageRow): BoardPage => ({
  id: row.id,
  position: row.position,
  generation: row.generation,
  background: toBackground(row.background),
  updatedAt: row.updatedAt.toISOString(),
});

export const toBoardPages = (lesson: LessonRow, pages: PageRow[]): BoardPages => ({
  lessonId: lesson.id,
  currentPageId:
    lesson.currentPageId && pages.some((page) => page.id === lesson.currentPageId) ? lesson.currentPageId : null,
  pages: pages.map(toBoardPage),
});

export const toBoardInfo = (lesson: LessonRow, pages: PageRow[], access: BoardAccess): BoardInfo => ({
  ...toBoardPages(lesson, pages),
  name: lesson.name,
  lessonType: lesson.lessonType,
  access,
  abilities: { edit: access === 'owner', present: access === 'owner' },
});

export const toRecentBoard = (lesson: LessonRow, access: BoardAccess): RecentBoard => ({
  lessonId: lesson.id,
  name: lesson.name,
  lessonType: lesson.lessonType,
  access,
  updatedAt: lesson.updatedAt.toISOString(),
});

/** The versioned page-list event pushed to a lesson's room after a page change commits. */
export const toPagesEvent = (pages: BoardPages) => ({ v: BOARD_PROTOCOL_VERSION, ...pages });
