import {
  PEOPLE_MESSAGES,
  ROSTER_MESSAGES,
  type RosterImported,
  type RosterPreview,
  type RosterRow,
} from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { newCode } from '../../lib/tokens';
import { loadClassFor } from '../../lib/class-access';
import { enforce } from '../../lib/authorize';
import { findInstituteById } from '../institutes';
import { enforceLimit } from '../licences';
import { invitationMail } from '../people';
import { checkRow, markDuplicates, markExisting, parseRoster, readCsvText } from './roster.csv';
import { canImportRoster } from './roster.policy';
import * as q from './roster.queries';
import type { RosterUpload } from './roster.upload';

export interface RosterContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Authorizes first: an admin, or a teacher importing into a class they teach. */
async function authorize(db: Db, actor: Actor, classId: string | undefined) {
  enforce(canImportRoster(actor, Boolean(classId)), PEOPLE_MESSAGES.instituteNotFound);
  if (classId) await loadClassFor(db, actor, classId, 'teach');
  return actor.instituteId!;
}

/** Every row with every problem: the fields, the duplicates in the file, and the institute's members. */
async function checkFile(db: Db, instituteId: string, upload: RosterUpload): Promise<RosterRow[]> {
  const rows = parseRoster(readCsvText(upload.filename, upload.mimetype, upload.bytes)).map(checkRow);
  markDuplicates(rows);
  const emails = [...new Set(rows.filter((row) => row.email).map((row) => row.email))];
  markExisting(rows, await q.membersByEmail(db, instituteId, emails));
  return rows;
}

const summary = (rows: RosterRow[]): RosterPreview => {
  const invalid = rows.filter((row) => row.problems.length > 0).length;
  return { rows, total: rows.length, valid: rows.length - invalid, invalid };
};

/** Shows what an import would do, and every bad row with why; writes nothing. */
export async function previewRoster(db: Db, actor: Actor, upload: RosterUpload) {
  const instituteId = await authorize(db, actor, upload.classId);
  return summary(await checkFile(db, instituteId, upload));
}

/**
 * Imports a roster all or nothing: any bad row refuses the file (400) before a write; inside the
 * transaction the institute is checked again, so a concurrent change cannot let half of it in.
 * New emails become invited users; invitations are mailed after the commit.
 */
export async function importRoster(ctx: RosterContext, actor: Actor, upload: RosterUpload): Promise<RosterImported> {
  const instituteId = await authorize(ctx.db, actor, upload.classId);
  const rows = await checkFile(ctx.db, instituteId, upload);
  const bad = rows.filter((row) => row.problems.length > 0).length;
  if (bad > 0) throw badRequest(ROSTER_MESSAGES.badRows(bad));
  const result = await ctx.db.transaction((tx) => writeRoster(tx, instituteId, rows, upload.classId));
  const institute = await findInstituteById(ctx.db, instituteId);
  let invitationsSent = 0;
  for (const user of result.created) {
    try {
      await ctx.mailer.send(invitationMail(ctx.appUrl, user, institute?.name ?? '', 'learner'));
      invitationsSent += 1;
    } catch (error) {
      ctx.log.error({ err: error }, 'roster invitation mail failed');
    }
  }
  return {
    total: rows.length,
    created: result.created.length,
    joined: rows.length - result.created.length,
    classId: upload.classId ?? null,
    invitationsSent,
  };
}

async function writeRoster(tx: Tx, instituteId: string, rows: RosterRow[], classId: string | undefined) {
  const emails = rows.map((row) => row.email);
  const existing = await q.lockUsersByEmail(tx, emails);
  const taken = await q.membersByEmail(tx, instituteId, emails);
  if (taken.length > 0) throw badRequest(ROSTER_MESSAGES.badRows(taken.length));
  const known = new Set(existing.map((user) => user.email));
  const created = await q.insertInvitedUsers(
    tx,
    rows
      .filter((row) => !known.has(row.email))
      .map((row) => ({ email: row.email, firstName: row.first_name, lastName: row.last_name, kneuraId: newCode() })),
  );
  const users = [...existing, ...created];
  if (users.length !== rows.length) throw badRequest(ROSTER_MESSAGES.badRows(rows.length - users.length));
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const counts = new Map(
    (
      await q.membershipCounts(
        tx,
        users.map((user) => user.id),
      )
    ).map((row) => [row.userId, row.n]),
  );
  const ids = rows.map((row) => byEmail.get(row.email)!.id);
  await enforceLimit(tx, instituteId, 'STUDENT', ids.length);
  const inserted = await q.insertMemberships(
    tx,
    ids.map((userId) => ({ instituteId, userId, roles: ['learner'], isDefault: (counts.get(userId) ?? 0) === 0 })),
  );
  if (inserted !== ids.length) throw badRequest(ROSTER_MESSAGES.badRows(ids.length - inserted));
  await q.upsertGuardians(
    tx,
    rows.map((row) => ({
      userId: byEmail.get(row.email)!.id,
      instituteId,
      guardianName: row.guardian_name,
      guardianContactNumber: row.guardian_contact_number,
    })),
  );
  if (classId) await q.addToClass(tx, classId, ids);
  return { created };
}
