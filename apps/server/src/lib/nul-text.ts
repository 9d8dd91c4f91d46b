/**
 * Where a NUL character sits in a request's values ('title', 'questions.2.options.0'), or undefined.
 * PostgreSQL refuses NUL in text, so a value holding one must be refused before any service sees it;
 * binary parts (Buffers, typed arrays) are not text and are left alone.
 */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return undefined;
  }
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const keyText = String(key);
    if (keyText.includes('\u0000')) return [...path, keyText.split('\u0000').join('\\0')].join('.');
    const found = nulPath(child, [...path, keyText]);
    if (found !== undefined) return found;
  }
  return undefined;
}
