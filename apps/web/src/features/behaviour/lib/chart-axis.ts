/**
 * Whole-number ticks from min to max (both included, zero among them), at a step of 1, 2 or 5 times a
 * power of ten, so that there are at most `most` of them.
 */
export function valueTicks(min: number, max: number, most = 5): number[] {
  const span = Math.max(1, max - min);
  const rough = span / (most - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  );
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = first; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** A short date for an axis ('12 Mar' or '3月12日'), from a `YYYY-MM-DD` day, in the UI language. */
export function shortDay(day: string, language: string) {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(
    new Date(year!, month! - 1, date!),
  );
}
