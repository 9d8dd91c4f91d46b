/**
 * What a model sends around its JSON (AI SDK 6 does not strip it, AI-NOTES.md §1.3): ```json fences,
 * a sentence before or after. Returns the parsed outer object, or undefined.
 */
export function salvageJson(raw: string): unknown {
  const unfenced = raw.replace(/```(?:json|JSON)?\s*([\s\S]*?)```/, '$1').trim();
  for (const candidate of [unfenced, outerObject(unfenced)]) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next, narrower candidate
    }
  }
  return undefined;
}

function outerObject(text: string): string | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
}
