import type { RealtimeNamespace } from '@bright/contracts';

/** How much one connection may send before it is cut: events and refusals, each counted per window. */
export interface FloodLimits {
  windowMs: number;
  maxEvents: number;
  maxRefusals: number;
}

/** Generous for people, small for a script: a live quiz answer or a room change is a few events a second. */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = { windowMs: 10_000, maxEvents: 300, maxRefusals: 20 };

/**
 * Namespaces whose people send more: a teacher drawing sends its in-progress stroke about 30 times a second
 * plus a stored change per stroke, and a big page's first sync comes in parts.
 */
export const NAMESPACE_FLOOD_LIMITS: Partial<Record<RealtimeNamespace, Partial<FloodLimits>>> = {
  '/board': { maxEvents: 2_000, maxRefusals: 50 },
  // Cursors (up to 20 a second), the presenter's view while zooming, and WebRTC candidates for each peer.
  '/live': { maxEvents: 1_000 },
};

/** Counts one connection's events and refusals in fixed windows; `exceeded` once either passes its limit. */
export class FloodGuard {
  private windowStart = 0;
  private events = 0;
  private refusals = 0;

  constructor(
    private readonly limits: FloodLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private roll() {
    const now = this.now();
    if (now - this.windowStart < this.limits.windowMs) return;
    this.windowStart = now;
    this.events = 0;
    this.refusals = 0;
  }

  countEvent() {
    this.roll();
    this.events += 1;
  }

  countRefusal() {
    this.roll();
    this.refusals += 1;
  }

  get exceeded() {
    return this.events > this.limits.maxEvents || this.refusals > this.limits.maxRefusals;
  }
}
