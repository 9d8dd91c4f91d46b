import { BLOOM_LEVELS, type BloomLevel } from '@bright/contracts';

/**
 * SPEC §5: Bloom levels are a multi-select; choosing more levels than questions raises the count to the
 * number of levels, and counts below the number of chosen levels are disabled.
 */
export function toggleLevel(selected: BloomLevel[], level: BloomLevel, count: number) {
  const next = selected.includes(level) ? selected.filter((item) => item !== level) : [...selected, level];
  const ordered = BLOOM_LEVELS.filter((item) => next.includes(item));
  return { levels: ordered, count: Math.max(count, ordered.length) };
}

export const countDisabled = (count: number, selected: BloomLevel[]) => count < selected.length;
