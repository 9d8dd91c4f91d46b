import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';

/**
 * Another module's say on a lesson's board beyond its owner and its published classes: a running live
 * class seats its class's members as readers and its pen holders as writers. Each seat rule reads the
 * database it is given, so one registration serves every app in a process.
 */
export type BoardSeat = (db: Executor, actor: Actor, lessonId: string) => Promise<'writer' | 'reader' | null>;

const seats = new Set<BoardSeat>();

export const addBoardSeat = (seat: BoardSeat) => {
  seats.add(seat);
};

/** The strongest seat any rule gives the caller on the lesson's board. */
export async function seatOnBoard(db: Executor, actor: Actor, lessonId: string) {
  let best: 'writer' | 'reader' | null = null;
  for (const seat of seats) {
    const found = await seat(db, actor, lessonId);
    if (found === 'writer') return found;
    best ??= found;
  }
  return best;
}
