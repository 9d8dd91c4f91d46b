import { LICENSE_MESSAGES, type OperatorInstitute } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { type OperatorCaller, authorizeOperator, isPlatformOperator } from '../../lib/operator-access';
import { isUsable } from '../licences';
import * as q from './operator.queries';

export async function operatorStatus(db: Db, actor: Actor) {
  return { isOperator: await isPlatformOperator(db, actor.userId) };
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
