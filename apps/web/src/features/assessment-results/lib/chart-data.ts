/** One bar of a question's option chart. */
export interface OptionBar {
  id: string;
  label: string;
  count: number;
  /** Share of the students who answered the question, 0 to 100 (whole numbers). */
  percent: number;
  correct: boolean;
}

/**
 * How many chose each option, as bars. Percentages are of the students who answered the question,
 * so for multiple select they need not add up to 100; with no answers every bar is 0.
 */
export function optionBars(
  options: readonly { id: string; title?: string | null; count: number; correct?: boolean | null }[],
  answered: number,
  fallbackLabel: (index: number) => string,
): OptionBar[] {
  return options.map((option, index) => ({
    id: option.id,
    label: option.title?.trim() || fallbackLabel(index),
    count: option.count,
    percent: answered > 0 ? Math.round((option.count / answered) * 100) : 0,
    correct: Boolean(option.correct),
  }));
}

/** The most chosen options' ids (ties included); none when nobody chose anything. */
export function mostChosen(bars: readonly OptionBar[]): string[] {
  const top = Math.max(0, ...bars.map((bar) => bar.count));
  return top === 0 ? [] : bars.filter((bar) => bar.count === top).map((bar) => bar.id);
}

/** A percentage for people: at most one decimal, no trailing '.0'. */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : `${Math.round(value * 10) / 10}%`;

/** Seconds as 'm:ss' or 'h:mm:ss' (average completion time). */
export function formatDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
