import type { Db } from '../../db/client';
import type { RoomRule } from '../../lib/realtime/room-policies';
import { loadClassFor } from '../../lib/class-access';
import { enforce, instituteVerdict } from '../../lib/authorize';

export const INSTITUTE_NOT_FOUND = 'Institute not found';

/** A class room: what reading the class allows (its teachers, its students, its institute's admins). */
export const classRoomRule =
  (db: Db): RoomRule =>
  async (actor, classId) => {
    await loadClassFor(db, actor, classId, 'read');
  };

/** An institute room: its staff (admins and teachers), in the session's active institute. */
export const instituteRoomRule: RoomRule = async (actor, instituteId) => {
  enforce(instituteVerdict(actor, instituteId, ['admin', 'instructor']), INSTITUTE_NOT_FOUND);
};
