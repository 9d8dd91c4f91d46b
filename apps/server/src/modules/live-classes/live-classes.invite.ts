import { LIVE_CLASS_MESSAGES as M } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/class-access';
import type { Mailer } from '../../lib/mail';
import { type PushNotifications, insertNotifications } from '../notifications';
import { loadRunningFor } from './live-classes.service';
import { liveJoinPath } from './live-classes.presenter';
import * as q from './live-classes.queries';

export interface InviteContext {
  db: Db;
  mailer: Mailer;
  push: PushNotifications;
  appUrl: string;
  log: FastifyBaseLogger;
}

export const LIVE_CLASS_NOTIFICATION = 'LIVE_CLASS_STARTED';

/**
 * thirdParty/sendConfLink: every student of the class gets a notification (stored, then pushed after the
 * commit) and a mail with the join link and code. A mail that fails is logged and not counted; the
 * notifications stand.
 */
export async function sendConfLink(ctx: InviteContext, actor: Caller, liveClassId: string) {
  const { detail } = await loadRunningFor(ctx.db, actor, liveClassId, 'end');
  const link = `${ctx.appUrl}${liveJoinPath(detail.live.id)}`;
  const learners = await q.learnersWithEmail(ctx.db, detail.live.classId);
  const title = `${detail.className}: live class`;
  const body = `${detail.lessonName} is live now. Join with code ${detail.live.code}.`;
  const rows = await ctx.db.transaction((tx) =>
    insertNotifications(
      tx,
      learners.map((learner) => ({
        userId: learner.id,
        type: LIVE_CLASS_NOTIFICATION,
        title,
        body,
        data: { liveClassId: detail.live.id, link: liveJoinPath(detail.live.id), code: detail.live.code },
      })),
    ),
  );
  ctx.push(rows);
  const sent = await Promise.all(
    learners.map(async (learner) => {
      try {
        await ctx.mailer.send({
          to: learner.email,
          subject: title,
          text: `Hello ${learner.firstName},\n\n${body}\n\nOpen the live class: ${link}\n`,
          link,
        });
        return true;
      } catch (error) {
        ctx.log.error({ err: error }, 'live class link mail failed');
        return false;
      }
    }),
  );
  return { notified: rows.length, mailed: sent.filter(Boolean).length, message: M.linkSent };
}
