/**
 * Where a NUL character sits in a request's values ('title', 'questions.2.options.0'), or undefined.
 * PostgreSQL refuses NUL in text, so a value holding one must be refused before any service sees it;
 * binary parts (Buffers, typed arrays) are not text and are left alone. Every socket event passes here
 * (live ink's point arrays too), so nothing is allocated unless a NUL is found.
 */
export function nulPath(value: unknown): string | undefined {
  const keys = nulKeys(value);
  if (!keys) return undefined;
  return keys.length > 0 ? keys.reverse().join('.') : '(value)';
}

/** The keys down to the NUL, innermost first; [] when `value` itself is the text. */
function nulKeys(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulKeys(value[index]);
      if (found) return [...found, String(index)];
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [key.split('\u0000').join('\\0')];
    const found = nulKeys(child);
    if (found) return [...found, key];
  }
  return undefined;
}
