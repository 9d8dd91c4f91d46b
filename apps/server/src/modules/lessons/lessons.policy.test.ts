import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  folderTree,
  lessonRight,
  lessonVerdict,
  movesIntoItself,
  nextFreeName,
  pathTo,
  subtreeCounts,
} from './lessons.policy';

const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });
const mine = { instituteId: 'home', ownerId: 'me' };
const theirs = { instituteId: 'home', ownerId: 'someone' };
const foreign = { instituteId: 'elsewhere', ownerId: 'me' };

describe('lesson policy: role table', () => {
  // roles → [own: change, own: read, theirs published to me: read, change; theirs unpublished: read]
  const table: Array<[Role[], string, string, string, string, string]> = [
    [['admin'], 'ok', 'ok', 'ok', 'forbidden', 'forbidden'],
    [['instructor'], 'ok', 'ok', 'ok', 'forbidden', 'forbidden'],
    [['learner'], 'ok', 'ok', 'ok', 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j', (roles, ownChange, ownRead, publishedRead, publishedChange, draftRead) => {
    const me = actor(roles);
    expect(lessonVerdict(me, mine, false, 'own')).toBe(ownChange);
    expect(lessonVerdict(me, mine, false, 'read')).toBe(ownRead);
    expect(lessonVerdict(me, theirs, true, 'read')).toBe(publishedRead);
    expect(lessonVerdict(me, theirs, true, 'own')).toBe(publishedChange);
    expect(lessonVerdict(me, theirs, false, 'read')).toBe(draftRead);
    // Another institute's lesson does not exist for the caller, even one they wrote there.
    expect(lessonVerdict(me, foreign, true, 'read')).toBe('notFound');
  });

  it('names the right the board checks: owner, reader or nothing', () => {
    expect(lessonRight(actor(['instructor']), mine, false)).toBe('owner');
    expect(lessonRight(actor(['learner']), theirs, true)).toBe('reader');
    expect(lessonRight(actor(['admin']), theirs, false)).toBeNull();
    expect(lessonRight(actor(['instructor']), foreign, true)).toBeNull();
    expect(lessonRight({ userId: 'me', instituteId: null, roles: [] }, mine, true)).toBeNull();
  });
});

describe('nextFreeName', () => {
  it('keeps a free name, numbers a taken one from 2 and counts on from a number', () => {
    expect(nextFreeName('Algebra', ['Geometry'])).toBe('Algebra');
    expect(nextFreeName('Algebra', ['algebra'])).toBe('Algebra (2)');
    expect(nextFreeName('Algebra', ['Algebra', 'Algebra (2)', 'ALGEBRA (3)'])).toBe('Algebra (4)');
    expect(nextFreeName('Algebra (2)', ['Algebra', 'Algebra (2)'])).toBe('Algebra (3)');
  });

  it('never goes past the longest name allowed', () => {
    const long = 'x'.repeat(200);
    const next = nextFreeName(long, [long], 200);
    expect(next).toHaveLength(200);
    expect(next.endsWith(' (2)')).toBe(true);
  });
});

describe('folders as a tree', () => {
  const folders = [
    { id: 'b', name: 'beta', parentId: null },
    { id: 'a', name: 'Alpha', parentId: null },
    { id: 'a2', name: 'Unit 10', parentId: 'a' },
    { id: 'a1', name: 'Unit 2', parentId: 'a' },
    { id: 'a1x', name: 'Practice', parentId: 'a1' },
  ];

  it('reads in order: each folder after its parent, siblings by name (numbers as numbers)', () => {
    expect(folderTree(folders).map((row) => `${row.depth}:${row.name}`)).toEqual([
      '0:Alpha',
      '1:Unit 2',
      '2:Practice',
      '1:Unit 10',
      '0:beta',
    ]);
  });

  it('gives the path down to a folder, and refuses a move into itself or its own folders', () => {
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    expect(pathTo('a1x', byId).map((ref) => ref.name)).toEqual(['Alpha', 'Unit 2', 'Practice']);
    expect(pathTo(null, byId)).toEqual([]);
    expect(movesIntoItself('a', 'a', folders)).toBe(true);
    expect(movesIntoItself('a', 'a1x', folders)).toBe(true);
    expect(movesIntoItself('a1', 'a2', folders)).toBe(false);
    expect(movesIntoItself('a1', null, folders)).toBe(false);
  });

  it('counts everything inside a folder at any depth', () => {
    const lessons = new Map([
      ['a', 1],
      ['a1', 2],
      ['a1x', 3],
      ['b', 5],
    ]);
    expect(subtreeCounts('a', folders, lessons, new Map([['a1x', 1]]))).toEqual({
      lessonCount: 6,
      folderCount: 3,
      fileCount: 1,
    });
  });
});
