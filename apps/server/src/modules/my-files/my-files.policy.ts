import type { Verdict } from '../../lib/authorize';
import type { Actor } from '../../lib/actor';

type Caller = Pick<Actor, 'userId' | 'instituteId'>;

/**
 * My Files is a teacher's own: a file or a lesson there is theirs in the institute their session acts
 * in. Anyone else's, a colleague's or another institute's, is 'not found' (ids reveal nothing); the
 * route's role policy has already kept students out.
 */
export function canUseOwnItem(actor: Caller, item: { ownerId: string; instituteId: string }): Verdict {
  return actor.instituteId !== null && item.ownerId === actor.userId && item.instituteId === actor.instituteId
    ? 'ok'
    : 'notFound';
}

/** A name free in a folder: "name (2).ext", "name (3).ext" ... the first not taken. */
export function freeName(name: string, taken: ReadonlySet<string>) {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The stem "name (n).ext" variants share, for one query of the names taken. */
export const nameStem = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};
