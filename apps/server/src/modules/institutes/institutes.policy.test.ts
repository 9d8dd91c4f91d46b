import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  canDecideRequest,
  canManageInstitute,
  canReadInstitute,
  canShareInstituteReferral,
  joinRequestVerdict,
} from './institutes.policy';

const HOME = 'institute-home';
const OTHER = 'institute-other';
const actor = (roles: Role[], instituteId: string | null = HOME) => ({ userId: 'me', instituteId, roles });

describe('institutes policy: role table', () => {
  // roles in the active institute → [manage own, manage other, share referral own, decide own request]
  const table: Array<[Role[], string, string, string, string]> = [
    [['admin'], 'ok', 'notFound', 'ok', 'ok'],
    [['admin', 'instructor'], 'ok', 'notFound', 'ok', 'ok'],
    [['instructor'], 'forbidden', 'notFound', 'ok', 'forbidden'],
    [['learner'], 'forbidden', 'notFound', 'forbidden', 'forbidden'],
    [[], 'forbidden', 'notFound', 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j', (roles, manageOwn, manageOther, shareOwn, decideOwn) => {
    const me = actor(roles);
    expect(canManageInstitute(me, HOME)).toBe(manageOwn);
    expect(canManageInstitute(me, OTHER)).toBe(manageOther);
    expect(canShareInstituteReferral(me, HOME)).toBe(shareOwn);
    expect(canShareInstituteReferral(me, OTHER)).toBe('notFound');
    expect(canDecideRequest(me, { instituteId: HOME })).toBe(decideOwn);
    expect(canDecideRequest(me, { instituteId: OTHER })).toBe('notFound');
  });

  it('treats a session without an active institute as outside every institute', () => {
    expect(canManageInstitute(actor(['admin'], null), HOME)).toBe('notFound');
    expect(canManageInstitute(actor(['admin'], null), '')).toBe('notFound');
  });

  it('lets members read their institute and no one else', () => {
    for (const roles of [['admin'], ['instructor'], ['learner'], []] as Role[][]) {
      expect(canReadInstitute(roles)).toBe('ok');
    }
    expect(canReadInstitute(null)).toBe('notFound');
  });

  it('lets a non-member without a pending request ask to join', () => {
    expect(joinRequestVerdict(null, false)).toBe('ok');
    expect(joinRequestVerdict(null, true)).toBe('pending');
    expect(joinRequestVerdict(['learner'], false)).toBe('alreadyMember');
    expect(joinRequestVerdict(['admin'], true)).toBe('alreadyMember');
  });
});
