import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { ClassMembership } from '../../lib/class-access';
import {
  canDeleteFeedItem,
  canEditPost,
  canUseFeed,
  commentRecipients,
  excerpt,
  postRecipients,
} from './class-feed.policy';
import { cleanFileName, sniffAttachmentType } from './feed-files';

const klass = { instituteId: 'home' };
const actor = (roles: Role[], userId = 'me') => ({ userId, instituteId: 'home', roles });

describe('class feed policy: role table', () => {
  // roles, place in class → [use the feed, edit own, edit another's, delete own, delete another's]
  const table: Array<[Role[], ClassMembership, string, string, string, string, string]> = [
    [['admin'], null, 'ok', 'ok', 'forbidden', 'ok', 'ok'],
    [['instructor'], 'instructor', 'ok', 'ok', 'forbidden', 'ok', 'ok'],
    [['instructor'], null, 'forbidden', 'ok', 'forbidden', 'forbidden', 'forbidden'],
    [['learner'], 'learner', 'ok', 'ok', 'forbidden', 'ok', 'forbidden'],
    [['learner'], null, 'forbidden', 'ok', 'forbidden', 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j as %s', (roles, membership, use, editOwn, editOther, deleteOwn, deleteOther) => {
    const me = actor(roles);
    expect(canUseFeed(me, klass, membership)).toBe(use);
    expect(canEditPost(me, { authorId: 'me' })).toBe(editOwn);
    expect(canEditPost(me, { authorId: 'someone' })).toBe(editOther);
    // The feed's service loads the class first (404/403 there); deleting one's own needs membership.
    expect(use === 'ok' ? canDeleteFeedItem(me, klass, membership, { authorId: 'me' }) : 'forbidden').toBe(deleteOwn);
    expect(canDeleteFeedItem(me, klass, membership, { authorId: 'someone' })).toBe(deleteOther);
    expect(canUseFeed(me, { instituteId: 'elsewhere' }, membership)).toBe('notFound');
  });
  it('a post whose author is gone can be edited by nobody', () => {
    expect(canEditPost(actor(['instructor']), { authorId: null })).toBe('forbidden');
  });
});

describe('class feed rules', () => {
  it('notifies members but the author, and a post author of comments by others', () => {
    expect(postRecipients(['a', 'b', 'me', 'b'], 'me')).toEqual(['a', 'b']);
    expect(commentRecipients('author', 'me')).toEqual(['author']);
    expect(commentRecipients('me', 'me')).toEqual([]);
    expect(commentRecipients(null, 'me')).toEqual([]);
  });
  it('shortens notification text', () => {
    expect(excerpt('  a\n b  ')).toBe('a b');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
  it('knows files by their magic bytes, not their names', () => {
    expect(sniffAttachmentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAttachmentType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAttachmentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAttachmentType(Buffer.from('MZ executable'))).toBeNull();
  });
  it('keeps file names plain', () => {
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('C:\\photos\\"cat".png', 'image/png')).toBe('cat.png');
    expect(cleanFileName(undefined, 'image/gif')).toBe('file.gif');
  });
});
