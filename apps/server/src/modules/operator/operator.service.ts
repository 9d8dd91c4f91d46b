import { LICENSE_MESSAGES, type OperatorInstitute } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../institutes/institutes.policy';
import { isUsable } from '../licences/licences.policy';
import { canOperate } from './operator.policy';
import * as q from './operator.queries';

/** Who runs an operator action: a signed-in user (checked), or the command-line tool (it holds the database). */
export type OperatorCaller = { kind: 'user'; actor: Actor } | { kind: 'cli' };

/** An authorized operator, as the actions record it. */
export interface Operator {
  userId: string | null;
  label: string;
}

/** The first statement of every operator action: a user who is no platform operator gets 403. */
export async function authorizeOperator(db: Db, caller: OperatorCaller): Promise<Operator> {
  if (caller.kind === 'cli') return { userId: null, label: 'cli' };
  const isOperator = await q.isPlatformOperator(db, caller.actor.userId);
  enforce(canOperate(isOperator), LICENSE_MESSAGES.notOperator, LICENSE_MESSAGES.notOperator);
  return { userId: caller.actor.userId, label: caller.actor.userId };
}

export async function operatorStatus(db: Db, actor: Actor) {
  return { isOperator: await q.isPlatformOperator(db, actor.userId) };
}

export async function listInstitutes(db: Db, caller: OperatorCaller, search?: string): Promise<OperatorInstitute[]> {
  await authorizeOperator(db, caller);
  const rows = await q.searchInstitutes(db, search || undefined);
  const now = new Date();
  return rows.map((row) => ({
    instituteId: row.institute.id,
    instituteKneuraId: row.institute.kneuraId,
    name: row.institute.name,
    teachers: row.teachers,
    students: row.students,
    license:
      row.licence && row.plan
        ? {
            licenseId: row.licence.id,
            planCode: row.plan.code as NonNullable<OperatorInstitute['license']>['planCode'],
            planName: row.plan.name,
            accountType: row.licence.accountType,
            isActive: row.licence.isActive,
            isUsable: isUsable(row.licence, now),
          }
        : null,
  }));
}

/** CLI only: makes an existing user a platform operator. */
export async function grantOperator(db: Db, email: string, grantedBy = 'cli') {
  const user = await q.findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw notFound('User not found');
  const added = await q.insertOperator(db, user.id, grantedBy);
  return { email: user.email, added };
}

export async function revokeOperator(db: Db, email: string) {
  const user = await q.findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw notFound('User not found');
  if (!(await q.deleteOperator(db, user.id))) throw badRequest(LICENSE_MESSAGES.notAnOperator);
  return { email: user.email };
}

export const listOperators = (db: Db) => q.listOperators(db);
