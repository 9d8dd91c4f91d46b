/**
 * Checks an answer's citations as it streams: `[n]` (or `[n, m]`) is kept only when n numbers a passage
 * retrieved for this answer; any other number is dropped from the text and reported, so a claim can never
 * point at a passage the model was not given. Text without brackets passes straight through.
 */
export interface CitationFilter {
  /** Text safe to show now (a bracket still open is held back). */
  push: (chunk: string) => string;
  /** What is still held back, at the end of the stream. */
  flush: () => string;
  /** Citation numbers kept, in order of first use. */
  used: number[];
  /** Citation numbers dropped (not retrieved). */
  dropped: number[];
}

/** Longest bracket content still treated as a possible citation. */
const HOLD = 16;
const NUMBERS = /^\s*\d{1,3}(\s*[,;]\s*\d{1,3})*\s*$/;

export function citationFilter(retrieved: number): CitationFilter {
  let held = '';
  const used: number[] = [];
  const dropped: number[] = [];

  function resolve(inside: string) {
    if (!NUMBERS.test(inside)) return `[${inside}]`;
    const numbers = inside.split(/[,;]/).map((part) => Number(part.trim()));
    return numbers
      .filter((n) => {
        const ok = Number.isInteger(n) && n >= 1 && n <= retrieved;
        if (!ok) dropped.push(n);
        else if (!used.includes(n)) used.push(n);
        return ok;
      })
      .map((n) => `[${n}]`)
      .join('');
  }

  function drain(final: boolean) {
    let out = '';
    for (;;) {
      const open = held.indexOf('[');
      if (open < 0) {
        out += held;
        held = '';
        return out;
      }
      out += held.slice(0, open);
      held = held.slice(open);
      const close = held.indexOf(']');
      if (close > 0 && close <= HOLD + 1) {
        out += resolve(held.slice(1, close));
        held = held.slice(close + 1);
        continue;
      }
      if (!final && close < 0 && held.length <= HOLD + 1) return out;
      out += '[';
      held = held.slice(1);
    }
  }

  return {
    push: (chunk) => {
      held += chunk;
      return drain(false);
    },
    flush: () => drain(true),
    used,
    dropped,
  };
}
