import type { LiveClass } from '@bright/contracts';
import type { Caller } from '../../lib/class-access';
import { canEnd, canPresent } from './live-classes.policy';
import type { LiveClassDetail } from './live-classes.queries';

export const liveJoinPath = (id: string) => `/live/${id}`;

/** The only shape a live class leaves the server in, with the caller's abilities. */
export function toLiveClass(detail: LiveClassDetail, actor: Caller): LiveClass {
  const { live } = detail;
  return {
    id: live.id,
    lessonId: live.lessonId,
    lessonName: detail.lessonName,
    classId: live.classId,
    className: detail.className,
    teacherId: live.teacherId,
    teacherName: [detail.teacherFirst, detail.teacherLast].filter(Boolean).join(' '),
    mode: live.mode,
    code: live.code,
    joinPath: liveJoinPath(live.id),
    status: live.status,
    startedAt: live.startedAt.toISOString(),
    endedAt: live.endedAt?.toISOString() ?? null,
    presenter: { pageId: live.presenterPageId, scale: live.presenterScale, x: live.presenterX, y: live.presenterY },
    penHolders: live.penHolders,
    abilities: { teach: canPresent(actor, live) === 'ok', end: canEnd(actor, live) === 'ok' },
  };
}
