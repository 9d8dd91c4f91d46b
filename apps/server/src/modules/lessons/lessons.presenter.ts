import type { FolderItem, FolderRef, LessonDetail, LessonItem, LessonPublication } from '@bright/contracts';
import type { FolderRow } from './folders.queries';
import type { LessonRight } from './lessons.policy';
import type { ListedLesson } from './lessons.queries';

export interface PublicationRow {
  lessonId: string;
  classId: string;
  className: string;
  isPublic: boolean;
  publishedAt: Date;
}

const toPublication = (row: PublicationRow): LessonPublication => ({
  classId: row.classId,
  className: row.className,
  isPublic: row.isPublic,
  publishedAt: row.publishedAt.toISOString(),
});

/** The only shape a lesson of a list leaves the server in; a reader sees none of the author's publishing. */
export function toLessonItem(
  listed: ListedLesson,
  right: LessonRight,
  publications: readonly PublicationRow[],
): LessonItem {
  const { lesson, owner } = listed;
  const own = right === 'owner';
  return {
    id: lesson.id,
    name: lesson.name,
    lessonType: lesson.lessonType,
    space: lesson.space,
    folderId: own ? lesson.folderId : null,
    classId: lesson.classId,
    tags: lesson.tags,
    pageCount: listed.pageCount,
    owner: owner ? { id: owner.id, first_name: owner.firstName, last_name: owner.lastName } : null,
    publishedTo: own ? publications.filter((row) => row.lessonId === lesson.id).map(toPublication) : [],
    createdAt: lesson.createdAt.toISOString(),
    updatedAt: lesson.updatedAt.toISOString(),
    abilities: { canEdit: own },
  };
}

export function toLessonDetail(
  listed: ListedLesson,
  right: LessonRight,
  extra: { publications: readonly PublicationRow[]; pages: { id: string; position: number }[]; path: FolderRef[] },
): LessonDetail {
  const pageIds = new Set(extra.pages.map((page) => page.id));
  const current = listed.lesson.currentPageId;
  return {
    ...toLessonItem({ ...listed, pageCount: extra.pages.length }, right, extra.publications),
    pages: extra.pages,
    currentPageId: current && pageIds.has(current) ? current : (extra.pages[0]?.id ?? null),
    path: right === 'owner' ? extra.path : [],
  };
}

export interface FolderCounts {
  lessonCount: number;
  folderCount: number;
  fileCount: number;
}

export const toFolderItem = (row: FolderRow, counts: FolderCounts): FolderItem => ({
  id: row.id,
  name: row.name,
  space: row.space,
  parentId: row.parentId,
  ...counts,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
