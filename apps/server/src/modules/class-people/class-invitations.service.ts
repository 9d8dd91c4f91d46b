import { CLASS_MESSAGES, type InviteClassStudentBody } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { loadClassFor } from '../../lib/class-access';
import { findInstituteById } from '../institutes';
import { admitToInstitute, findUser } from '../people';
import { classInvitationMail } from './class-people.mail';
import { toClassMember } from './class-people.presenter';
import * as q from './class-people.queries';

export interface InvitationContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

const fullName = (user: { firstName: string; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * A teacher invites a student by email from the class page: in one transaction the email becomes a
 * student of the class's institute (invited when new; a seat is counted) and of the class. The mail goes
 * out after the commit; a mail failure is logged and reported, the places stay.
 */
export async function inviteStudent(ctx: InvitationContext, actor: Actor, body: InviteClassStudentBody) {
  const { klass } = await loadClassFor(ctx.db, actor, body.classId, 'teach');
  const { row, invited } = await ctx.db.transaction(async (tx) => {
    await q.lockClasses(tx, [klass.id]);
    const admitted = await admitToInstitute(tx, klass.instituteId, 'learner', body);
    if ((await q.existingMembers(tx, [klass.id], [admitted.user.id])).length > 0) {
      throw badRequest(CLASS_MESSAGES.studentInClass);
    }
    await q.insertMembers(tx, [{ classId: klass.id, userId: admitted.user.id, role: 'learner' }]);
    return { row: (await q.findClassMember(tx, klass, admitted.user.id))!, invited: admitted.invited };
  });
  const invitationSent = await sendInvitation(ctx, actor, klass, row.user);
  return { member: toClassMember(row, 'learner'), invited, invitationSent };
}

async function sendInvitation(
  ctx: InvitationContext,
  actor: Actor,
  klass: { name: string; instituteId: string },
  user: { email: string; firstName: string; passwordHash: string | null },
) {
  try {
    const [institute, teacher] = await Promise.all([
      findInstituteById(ctx.db, klass.instituteId),
      findUser(ctx.db, actor.userId),
    ]);
    await ctx.mailer.send(
      classInvitationMail({
        appUrl: ctx.appUrl,
        user,
        className: klass.name,
        instituteName: institute!.name,
        teacherName: teacher ? fullName(teacher) : institute!.name,
      }),
    );
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, 'class invitation mail failed');
    return false;
  }
}
