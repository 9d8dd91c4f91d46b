import {
  LIVE_CURSOR_TICK_MS,
  LIVE_CURSORS_PER_SECOND,
  type LiveCursorEntry,
  type LiveParticipant,
} from '@bright/contracts';
import type { TypedNamespace } from '../../plugins/realtime';

export const liveRoom = (liveClassId: string) => `live:${liveClassId}`;

export type LiveNamespace = TypedNamespace<'/live'>;

/** The participants of a session across every process (fetchSockets asks the Redis adapter), one per user. */
export async function participantsOf(nsp: LiveNamespace, liveClassId: string, penHolders: string[]) {
  const sockets = await nsp.in(liveRoom(liveClassId)).fetchSockets();
  const byUser = new Map<string, LiveParticipant>();
  for (const socket of sockets) {
    const seat = socket.data.live;
    if (!seat || seat.liveClassId !== liveClassId) continue;
    const known = byUser.get(seat.participant.userId);
    // A user on two devices publishes from either: keep the richer media state.
    if (known?.media.publishing && !seat.participant.media.publishing) continue;
    byUser.set(seat.participant.userId, { ...seat.participant, pen: penHolders.includes(seat.participant.userId) });
  }
  return [...byUser.values()].sort((a, b) =>
    a.role === 'teacher' ? -1 : b.role === 'teacher' ? 1 : a.userTag.localeCompare(b.userTag),
  );
}

export async function socketsOfUser(nsp: LiveNamespace, liveClassId: string, userId: string) {
  const sockets = await nsp.in(liveRoom(liveClassId)).fetchSockets();
  return sockets.filter(
    (socket) => socket.data.live?.liveClassId === liveClassId && socket.data.actor.userId === userId,
  );
}

/**
 * Pointers, gathered per session and sent once per tick as one volatile message (REALTIME-NOTES §1.4);
 * each socket may send LIVE_CURSORS_PER_SECOND a second, the rest are dropped (not refused, so a fast mouse
 * never trips the connection's flood guard).
 */
export class CursorBatcher {
  private readonly pending = new Map<string, Map<string, LiveCursorEntry>>();
  private readonly budgets = new Map<string, { second: number; used: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly emit: (liveClassId: string, cursors: LiveCursorEntry[]) => void,
    private readonly tickMs = LIVE_CURSOR_TICK_MS,
  ) {}

  push(socketId: string, liveClassId: string, cursor: LiveCursorEntry, now = Date.now()): boolean {
    const second = Math.floor(now / 1000);
    const budget = this.budgets.get(socketId);
    if (budget && budget.second === second && budget.used >= LIVE_CURSORS_PER_SECOND) return false;
    this.budgets.set(socketId, budget?.second === second ? { second, used: budget.used + 1 } : { second, used: 1 });
    const room = this.pending.get(liveClassId) ?? new Map<string, LiveCursorEntry>();
    room.set(cursor.userId, cursor);
    this.pending.set(liveClassId, room);
    this.timer ??= setTimeout(() => this.tick(), this.tickMs);
    return true;
  }

  forget(socketId: string) {
    this.budgets.delete(socketId);
  }

  private tick() {
    this.timer = undefined;
    const due = [...this.pending];
    this.pending.clear();
    for (const [liveClassId, cursors] of due) this.emit(liveClassId, [...cursors.values()]);
  }

  close() {
    clearTimeout(this.timer);
    this.pending.clear();
  }
}
