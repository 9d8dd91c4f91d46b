/**
 * The countdown follows the server's clock, not the device's alone: a phone whose clock is minutes
 * off must neither lose time nor gain it. The offset is the server's time minus the device's, taken
 * at the middle of the request that read the attempt.
 */
export interface ClockSample {
  /** Device time when the request was sent and when its answer arrived (ms). */
  sentAt: number;
  receivedAt: number;
  /** The server's time: a `serverTime`/`now` field of the answer, else its Date header. */
  serverTime?: string | number | null;
  dateHeader?: string | null;
}

const toMs = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
};

/** Server time minus device time, in ms; 0 when the server said nothing about its time. */
export function clockOffset(sample: ClockSample): number {
  const middle = (sample.sentAt + sample.receivedAt) / 2;
  const exact = toMs(sample.serverTime);
  if (exact !== undefined) return Math.round(exact - middle);
  const header = toMs(sample.dateHeader);
  // A Date header has whole seconds: offsets under a second are noise, not skew.
  if (header === undefined) return 0;
  const offset = header - middle;
  return Math.abs(offset) < 1500 ? 0 : Math.round(offset);
}

/** Milliseconds left until the deadline, by the server's clock (never below 0); null without a deadline. */
export function remainingMs(deadline: string | number | null | undefined, offset: number, deviceNow = Date.now()) {
  const end = toMs(deadline);
  if (end === undefined) return null;
  return Math.max(0, end - (deviceNow + offset));
}

/** 'm:ss', or 'h:mm:ss' from an hour up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
