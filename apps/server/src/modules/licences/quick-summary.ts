/**
 * The built-in engine's smallest tool: the key sentences of a text, picked by how many of the text's
 * frequent words they hold (no model, no network). Real work for the Bright AI card to be charged for
 * until the AI features land.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from has have he her his i in into is it its of on or our she ' +
    'so that the their them then there these they this to was we were what when which who will with you your'
  ).split(' '),
);

const words = (text: string) =>
  (text.toLowerCase().match(/\p{L}[\p{L}\p{M}'-]*/gu) ?? []).filter((word) => !STOP_WORDS.has(word));

export function splitSentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

/** At most `count` sentences, in the order the text has them. */
export function summarize(text: string, count = 3): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= count) return sentences;
  const frequency = new Map<string, number>();
  for (const word of words(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const own = words(sentence);
    const score = own.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(own.length, 1) ** 0.5;
    return { sentence, index, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}
