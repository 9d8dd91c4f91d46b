/** A fill in the blank sentence, split at its `{{n}}` marks: text pieces and blank numbers (1-based). */
export type SentencePart = { kind: 'text'; text: string } | { kind: 'blank'; index: number };

export function splitBlanks(description: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let last = 0;
  for (const match of description.matchAll(/\{\{(\d+)\}\}/g)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: description.slice(last, at) });
    parts.push({ kind: 'blank', index: Number(match[1]) });
    last = at + match[0].length;
  }
  if (last < description.length) parts.push({ kind: 'text', text: description.slice(last) });
  return parts;
}

/** How many blanks a sentence has (its highest mark). */
export const blankCount = (description: string) =>
  splitBlanks(description).reduce((max, part) => (part.kind === 'blank' ? Math.max(max, part.index) : max), 0);
