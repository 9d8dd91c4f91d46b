import { LESSON_NAME_MAX, type FolderRef, type FolderTreeRow, type LessonSort } from '@bright/contracts';
import type { Verdict } from '../../lib/authorize';
import type { Caller } from '../../lib/class-access';

/** Pure rules of lessons and folders: no database. */

/** What a caller holds on a lesson: its author owns it; a member of a class it is published to reads it. */
export type LessonRight = 'owner' | 'reader';

export interface OwnedRef {
  instituteId: string;
  ownerId: string;
}

/**
 * own: change it (its author only). read: open it (its author, or a member or admin of a class it is
 * published to). Another institute's lesson or folder is 'notFound', so ids reveal nothing.
 */
export function lessonVerdict(actor: Caller, lesson: OwnedRef, readable: boolean, need: 'own' | 'read'): Verdict {
  if (!actor.instituteId || actor.instituteId !== lesson.instituteId) return 'notFound';
  if (lesson.ownerId === actor.userId) return 'ok';
  return need === 'read' && readable ? 'ok' : 'forbidden';
}

export function lessonRight(actor: Caller, lesson: OwnedRef, readable: boolean): LessonRight | null {
  if (lessonVerdict(actor, lesson, readable, 'own') === 'ok') return 'owner';
  return lessonVerdict(actor, lesson, readable, 'read') === 'ok' ? 'reader' : null;
}

/** A folder is its author's alone. */
export const folderVerdict = (actor: Caller, folder: OwnedRef): Verdict => lessonVerdict(actor, folder, false, 'own');

/**
 * The name keep-both gives: the name itself when free, else 'Name (2)', 'Name (3)' ... (a name already
 * numbered counts on from its number), never longer than `max`. Names compare whatever their case.
 */
export function nextFreeName(name: string, taken: Iterable<string>, max = LESSON_NAME_MAX): string {
  const used = new Set([...taken].map((each) => each.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const numbered = /^(.*\S) \((\d{1,6})\)$/.exec(name);
  const base = numbered ? numbered[1]! : name;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** The part of a name keep-both numbers: 'Algebra (2)' and 'Algebra' share 'Algebra'. */
export const nameStem = (name: string) => /^(.*\S) \(\d{1,6}\)$/.exec(name)?.[1] ?? name;

export interface ListOrder {
  sort: LessonSort;
  direction: 'asc' | 'desc';
}

/** NAME reads A to Z; dates newest first; `order` overrides either. */
export const listOrder = (sort: LessonSort, order?: 'asc' | 'desc'): ListOrder => ({
  sort,
  direction: order ?? (sort === 'NAME' ? 'asc' : 'desc'),
});

export interface FolderNode {
  id: string;
  name: string;
  parentId: string | null;
}

const byName = (a: FolderNode, b: FolderNode) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) || a.id.localeCompare(b.id);

/** Folders as a tree in reading order: each after its parent, siblings by name, with their depth. */
export function folderTree(folders: readonly FolderNode[]): FolderTreeRow[] {
  const children = new Map<string | null, FolderNode[]>();
  for (const folder of folders) {
    const siblings = children.get(folder.parentId) ?? [];
    siblings.push(folder);
    children.set(folder.parentId, siblings);
  }
  const rows: FolderTreeRow[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const folder of (children.get(parentId) ?? []).sort(byName)) {
      rows.push({ id: folder.id, name: folder.name, parentId: folder.parentId, depth });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The folders from the top down to `folderId` (itself included); empty for the top level. */
export function pathTo(folderId: string | null, folders: ReadonlyMap<string, FolderNode>): FolderRef[] {
  const path: FolderRef[] = [];
  const seen = new Set<string>();
  for (let id = folderId; id && !seen.has(id); id = folders.get(id)?.parentId ?? null) {
    seen.add(id);
    const folder = folders.get(id);
    if (!folder) break;
    path.unshift({ id: folder.id, name: folder.name });
  }
  return path;
}

/** `folderId` and every folder inside it, at any depth. */
export function subtreeOf(folderId: string, folders: readonly FolderNode[]): Set<string> {
  const inside = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && inside.has(folder.parentId) && !inside.has(folder.id)) {
        inside.add(folder.id);
        grew = true;
      }
    }
  }
  return inside;
}

/** A folder may not move into itself or any folder inside it. */
export const movesIntoItself = (folderId: string, targetId: string | null, folders: readonly FolderNode[]) =>
  targetId !== null && subtreeOf(folderId, folders).has(targetId);

/** Everything inside one folder at any depth, from the direct counts of each folder of the space. */
export function subtreeCounts(
  folderId: string,
  folders: readonly FolderNode[],
  lessonsIn: ReadonlyMap<string, number>,
  filesIn: ReadonlyMap<string, number>,
) {
  const inside = subtreeOf(folderId, folders);
  let lessonCount = 0;
  let fileCount = 0;
  for (const id of inside) {
    lessonCount += lessonsIn.get(id) ?? 0;
    fileCount += filesIn.get(id) ?? 0;
  }
  return { lessonCount, folderCount: inside.size - 1, fileCount };
}
