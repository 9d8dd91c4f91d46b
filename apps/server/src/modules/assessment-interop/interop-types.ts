import {
  type ImportFormat,
  type ImportProblem,
  type QuestionContent,
  QuestionContent as QuestionContentSchema,
  checkQuestionContent,
} from '@bright/contracts';

/** A file inside an imported package (a question's or an option's picture). */
export interface PackagedFile {
  path: string;
  bytes: Uint8Array;
}

/** One question read from a file: `content.options[].image` holds the package path until stored. */
export interface ConvertedQuestion {
  content: QuestionContent;
  topicName: string | null;
  image: PackagedFile | null;
  /** Option id to its picture. */
  optionImages: Map<string, PackagedFile>;
}

export interface Conversion {
  format: ImportFormat;
  questions: ConvertedQuestion[];
  problems: ImportProblem[];
}

/** A picture to export: its bytes and file extension (png, jpg, gif, webp). */
export interface ExportFile {
  bytes: Uint8Array;
  extension: string;
}

/** One stored question as the exporter needs it. */
export interface ExportQuestion {
  content: QuestionContent;
  topicName: string | null;
  image: ExportFile | null;
  optionImages: Map<string, ExportFile>;
}

export class ProblemList {
  readonly items: ImportProblem[] = [];
  add(item: string, line: number | null, reason: string, skipped: boolean) {
    this.items.push({ item, line, reason, skipped });
  }
}

/**
 * Option ids longer than ours may be (Canvas writes 80-character ones) become `o<n>`, their place in
 * the list, in the options and in the correct options alike.
 */
function shortenIds(raw: Record<string, unknown>): Record<string, unknown> {
  const options = raw.options as { id: string }[] | undefined;
  if (!options?.some((o) => o.id.length > 64)) return raw;
  const taken = new Set(options.map((o) => o.id));
  const renamed = new Map<string, string>();
  options.forEach((o, i) => {
    if (o.id.length <= 64) return;
    let id = `o${i + 1}`;
    while (taken.has(id)) id = `${id}_`;
    taken.add(id);
    renamed.set(o.id, id);
  });
  const rename = (id: string) => renamed.get(id) ?? id;
  return {
    ...raw,
    options: options.map((o) => ({ ...o, id: rename(o.id) })),
    correctOptions: ((raw.correctOptions as string[] | undefined) ?? []).map(rename),
  };
}

/**
 * A converted question is kept only if it is a complete question of ours (the same checks as
 * saving a whole question); otherwise it is reported, with every reason, and left out.
 */
export function acceptQuestion(
  raw: Record<string, unknown>,
  where: { item: string; line: number | null },
  problems: ProblemList,
): QuestionContent | null {
  const parsed = QuestionContentSchema.safeParse(shortenIds(raw));
  if (!parsed.success) {
    const reasons = [...new Set(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))];
    problems.add(where.item, where.line, `Not a valid question: ${reasons.join('; ')}`, true);
    return null;
  }
  const issues = checkQuestionContent(parsed.data);
  if (issues.length) {
    problems.add(
      where.item,
      where.line,
      `Not a valid question: ${[...new Set(issues.map((i) => i.message))].join('; ')}`,
      true,
    );
    return null;
  }
  return parsed.data;
}

/** Picture types we store, by magic bytes (the same four as question uploads). */
export function pictureExtension(bytes: Uint8Array): string | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
