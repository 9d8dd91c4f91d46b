import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';

/**
 * Importing a roster adds students to the active institute: its admins may, and a teacher may when the
 * students go into a class they teach (the class itself is checked by loadClassFor).
 */
export function canImportRoster(actor: Pick<Actor, 'instituteId' | 'roles'>, intoClass: boolean): Verdict {
  if (!actor.instituteId) return 'notFound';
  if (actor.roles.includes('admin')) return 'ok';
  return actor.roles.includes('instructor') && intoClass ? 'ok' : 'forbidden';
}
