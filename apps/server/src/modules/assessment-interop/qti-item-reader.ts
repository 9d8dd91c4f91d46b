import type { QuestionType } from '@bright/contracts';
import type { Element } from '@xmldom/xmldom';
import {
  acceptQuestion,
  type ConvertedQuestion,
  type PackagedFile,
  pictureExtension,
  type ProblemList,
} from './interop-types';
import {
  attr,
  child,
  childElements,
  children,
  descendants,
  isElement,
  localName,
  textOf,
  tidyText,
} from './interop-xml';
import { resolveHref } from './interop-zip';
import { REFERENCE_ANSWER_USE, RUBRIC_USE, decodeId } from './qti-ids';
import type { ItemMetadata } from './qti-metadata';

export interface ItemContext {
  /** The item's path in the package ('' for a bare item file). */
  path: string;
  files: Map<string, Uint8Array>;
  /** What our manifest says of the item (qti-metadata.ts); null for a bare item or another platform's. */
  metadata: ItemMetadata | null;
  problems: ProblemList;
}

interface Declaration {
  baseType: string;
  cardinality: string;
  correct: string[];
  mapped: { key: string; value: number }[];
  upperBound: number | null;
}

const SUPPORTED = new Set([
  'choiceInteraction',
  'textEntryInteraction',
  'extendedTextInteraction',
  'matchInteraction',
  'orderInteraction',
]);
const FEEDBACK = new Set(['modalFeedback', 'feedbackInline', 'feedbackBlock']);
const isInteraction = (e: Element) => /Interaction$/.test(localName(e));

function declarations(root: Element): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const d of children(root, 'responseDeclaration')) {
    const correct = child(d, 'correctResponse');
    const mapping = child(d, 'mapping');
    out.set(attr(d, 'identifier') ?? '', {
      baseType: attr(d, 'baseType') ?? '',
      cardinality: attr(d, 'cardinality') ?? 'single',
      correct: correct ? children(correct, 'value').map((v) => v.textContent ?? '') : [],
      mapped: mapping
        ? children(mapping, 'mapEntry').map((e) => ({
            key: attr(e, 'mapKey') ?? '',
            value: Number(attr(e, 'mappedValue')),
          }))
        : [],
      upperBound: mapping && attr(mapping, 'upperBound') !== null ? Number(attr(mapping, 'upperBound')) : null,
    });
  }
  return out;
}

function maxScore(root: Element): number | null {
  const outcome = children(root, 'outcomeDeclaration').find((o) => attr(o, 'identifier') === 'MAXSCORE');
  const raw = outcome && child(outcome, 'defaultValue');
  const v = raw ? Number(child(raw, 'value')?.textContent) : NaN;
  return Number.isFinite(v) ? v : null;
}

/** A picture of the package (or a data: URI), checked to be one of the types we keep. */
function picture(src: string | null, ctx: ItemContext, item: string): PackagedFile | null {
  if (!src) return null;
  let path: string | null;
  let bytes: Uint8Array | undefined;
  const data = /^data:[^;,]+;base64,(.*)$/s.exec(src);
  if (src.startsWith('data:') && !data) {
    ctx.problems.add(item, null, 'An inline picture that is not a PNG, JPEG, GIF or WebP file was not kept', false);
    return null;
  }
  if (data) {
    path = `${item}-inline`;
    bytes = new Uint8Array(Buffer.from(data[1]!, 'base64'));
  } else {
    path = resolveHref(ctx.path, src);
    bytes = path === null ? undefined : ctx.files.get(path);
  }
  if (!bytes || path === null) {
    ctx.problems.add(item, null, `The picture ${src} is not in the package and was not kept`, false);
    return null;
  }
  const extension = pictureExtension(bytes);
  if (!extension) {
    ctx.problems.add(item, null, `The picture ${src} is not a PNG, JPEG, GIF or WebP file and was not kept`, false);
    return null;
  }
  return { path: data ? `${path}.${extension}` : path, bytes };
}

/** The question text: our exact description, or the tidied text of foreign markup. */
function description(body: Element, blankIds: string[] | null): { text: string; own: boolean } {
  const own = descendants(body, 'div').find((d) =>
    (attr(d, 'class') ?? '').split(/\s+/).includes('bright-description'),
  );
  const replaceBlank = (e: Element) => {
    const index = blankIds?.indexOf(attr(e, 'responseIdentifier') ?? '') ?? -1;
    return index >= 0 ? `{{${index + 1}}}` : null;
  };
  const render = (e: Element): string | null => {
    const name = localName(e);
    if (name === 'textEntryInteraction') return replaceBlank(e) ?? '';
    if (FEEDBACK.has(name) || name === 'img' || name === 'templateBlock' || name === 'templateInline') return '';
    if (name === 'rubricBlock' && attr(e, 'view') !== 'candidate') return '';
    if (isInteraction(e)) {
      const prompt = child(e, 'prompt');
      return prompt ? `\n${textOf(prompt)}\n` : '';
    }
    if ((attr(e, 'class') ?? '').includes('bright-')) return '';
    return null;
  };
  if (own) return { text: textOf(own, render), own: true };
  return { text: tidyText(textOf(body, render)), own: false };
}

/** Blank texts for an inline text entry: the correct response first, then the other mapped keys. */
function accepted(d: Declaration | undefined): string[] {
  if (!d) return [];
  const keys = [...d.correct, ...d.mapped.filter((m) => m.value > 0).map((m) => m.key)];
  return [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
}

/** Our scorer block's text; `uses` are its use values, now and (second) as written before issue 21. */
const scorerText = (body: Element, uses: string[]) => {
  const block = descendants(body, 'rubricBlock').find(
    (b) => attr(b, 'view') === 'scorer' && uses.includes(attr(b, 'use') ?? ''),
  );
  const p = block && descendants(block, 'p').find((e) => attr(e, 'class') === 'bright-text');
  return p ? (p.textContent ?? '') : null;
};

function choiceOptions(interaction: Element, choiceName: string, ctx: ItemContext, item: string) {
  const images = new Map<string, PackagedFile>();
  const options = children(interaction, choiceName).map((choice) => {
    const id = decodeId(attr(choice, 'identifier') ?? '');
    const img = descendants(choice, 'img')[0];
    const file = img ? picture(img.getAttribute('src'), ctx, item) : null;
    if (file) images.set(id, file);
    const text = tidyText(textOf(choice, (e) => (localName(e) === 'img' ? '' : null)));
    return { id, title: text || (img?.getAttribute('alt') ?? ''), image: file?.path ?? null };
  });
  return { options, images };
}

/** One QTI 2.1 or 3.0 assessment item as one of our questions, or null with the reasons in problems. */
export function convertQtiItem(root: Element, ctx: ItemContext): ConvertedQuestion | null {
  const item = attr(root, 'identifier') ?? (ctx.path || 'item');
  const report = (reason: string, skipped = true) => ctx.problems.add(item, null, reason, skipped);
  const body = child(root, 'itemBody');
  if (!body) return (report('The item has no item body'), null);
  if (children(root, 'templateDeclaration').length || child(root, 'templateProcessing'))
    return (report('Template variables (generated item variants) are not supported'), null);
  const interactions = allInteractions(body);
  const unsupported = interactions.filter(
    (i) => !SUPPORTED.has(localName(i)) && localName(i) !== 'endAttemptInteraction',
  );
  if (unsupported.length)
    return (
      report(`${[...new Set(unsupported.map(localName))].join(', ')} cannot be mapped to our question types`),
      null
    );
  const used = interactions.filter((i) => SUPPORTED.has(localName(i)));
  if (!used.length) return (report('The item has no interaction we can map'), null);
  const kinds = new Set(used.map(localName));
  if (kinds.size > 1 || (used.length > 1 && !kinds.has('textEntryInteraction')))
    return (report(`An item with several interactions (${[...kinds].join(', ')}) cannot be one question`), null);

  if (interactions.some((i) => localName(i) === 'endAttemptInteraction')) report('The hint button is not kept', false);
  if (
    descendants(root, 'modalFeedback').length ||
    descendants(body, 'feedbackInline').length ||
    descendants(body, 'feedbackBlock').length
  )
    report('Feedback is not kept (our questions have no feedback)', false);
  if (descendants(body, 'assessmentStimulusRef').length || child(root, 'assessmentStimulusRef'))
    report('The shared stimulus is not kept', false);
  if (child(root, 'companionMaterialsInfo')) report('Companion materials are not kept', false);

  const decls = declarations(root);
  const kind = localName(used[0]!);
  const first = used[0]!;
  const declared = decls.get(attr(first, 'responseIdentifier') ?? '');
  const points = maxScore(root) ?? declared?.upperBound ?? 1;
  let raw: Record<string, unknown> = { points };
  let images = new Map<string, PackagedFile>();
  let blankIds: string[] | null = null;

  if (kind === 'choiceInteraction') {
    const read = choiceQuestion(first, declared, ctx, item);
    images = read.images;
    raw = { ...raw, ...read.raw };
  } else if (kind === 'textEntryInteraction') {
    const read = textEntryQuestion(root, used, decls, declared);
    blankIds = read.blankIds;
    raw = { ...raw, ...read.raw };
  } else if (kind === 'extendedTextInteraction') {
    raw = { ...raw, type: 'LONG_ANSWER', answer: declared?.correct[0] ?? null };
  } else if (kind === 'matchInteraction') {
    const matched = matchOptions(first, declared, report);
    if (!matched) return null;
    raw = { ...raw, type: 'MATCHING', options: matched };
  } else {
    const read = choiceOptions(first, 'simpleChoice', ctx, item);
    raw = {
      ...raw,
      type: 'ORDERING',
      options: read.options.map(({ id, title }) => ({ id, title })),
      correctOptions: (declared?.correct ?? []).map(decodeId),
    };
  }

  const text = description(body, blankIds);
  const bodyImage = descendants(body, 'img').find(
    (img) => !hasAncestor(img, (e) => isInteraction(e) || localName(e) === 'simpleChoice'),
  );
  const image = bodyImage ? picture(bodyImage.getAttribute('src'), ctx, item) : null;
  const rubric = scorerText(body, [RUBRIC_USE, 'scoring-rubric']) ?? foreignRubric(body, text.own);
  const answer = scorerText(body, [REFERENCE_ANSWER_USE, 'reference-answer']);
  const content = acceptQuestion(
    {
      ...raw,
      description: text.text,
      rubric: rubric ?? null,
      answer: answer ?? (raw.answer as string | null | undefined) ?? null,
      bloomLevel: ctx.metadata?.bloomLevel ?? null,
    },
    { item, line: null },
    ctx.problems,
  );
  if (!content) return null;
  return { content, topicName: ctx.metadata?.topicName ?? null, image, optionImages: images };
}

/** A choice interaction: MCQ, TRUE_OR_FALSE, PICTURE_CHOICE or MULTIPLE_SELECT (our manifest's type wins). */
function choiceQuestion(first: Element, declared: Declaration | undefined, ctx: ItemContext, item: string) {
  const read = choiceOptions(first, 'simpleChoice', ctx, item);
  const multiple = declared?.cardinality === 'multiple' || attr(first, 'maxChoices') !== '1';
  const correct = (
    declared?.correct.length ? declared.correct : (declared?.mapped ?? []).filter((m) => m.value > 0).map((m) => m.key)
  ).map(decodeId);
  const titles = read.options
    .map((o) => o.title.trim().toLowerCase())
    .sort()
    .join('|');
  const pictures = read.options.length > 0 && read.options.every((o) => o.image);
  let type: QuestionType = multiple
    ? 'MULTIPLE_SELECT'
    : pictures
      ? 'PICTURE_CHOICE'
      : titles === 'false|true'
        ? 'TRUE_OR_FALSE'
        : 'MCQ';
  const wanted = ctx.metadata?.type;
  if (wanted && ['MCQ', 'TRUE_OR_FALSE', 'PICTURE_CHOICE'].includes(wanted) && type !== 'MULTIPLE_SELECT')
    type = wanted;
  if (wanted === 'MULTIPLE_SELECT') type = wanted;
  return { raw: { type, options: read.options, correctOptions: correct }, images: read.images };
}

/** Text entries: one alone on its line is a short answer (numeric by base type); inside the text, blanks. */
function textEntryQuestion(
  root: Element,
  used: Element[],
  decls: Map<string, Declaration>,
  declared: Declaration | undefined,
): { raw: Record<string, unknown>; blankIds: string[] | null } {
  const parent = used[0]!.parentNode;
  const alone =
    used.length === 1 &&
    isElement(parent) &&
    localName(parent) !== 'div' &&
    childElements(parent).length === 1 &&
    (parent.textContent ?? '').trim() === '';
  const numeric = declared && ['float', 'integer'].includes(declared.baseType);
  if (alone && numeric) {
    const tolerance = numericTolerance(root);
    const value = Number(declared.correct[0]);
    return { raw: { type: 'NUMERIC', numeric: Number.isFinite(value) ? { value, tolerance } : null }, blankIds: null };
  }
  if (alone) return { raw: { type: 'SHORT_ANSWER', acceptedAnswers: accepted(declared) }, blankIds: null };
  const blankIds = used.map((u) => attr(u, 'responseIdentifier') ?? '');
  return {
    raw: { type: 'FILL_IN_THE_BLANK', blanks: blankIds.map((id) => ({ accepted: accepted(decls.get(id)) })) },
    blankIds,
  };
}

function allInteractions(body: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (const e of childElements(node)) {
      if (isInteraction(e)) out.push(e);
      else walk(e);
    }
  };
  walk(body);
  return out;
}

function hasAncestor(element: Element, test: (e: Element) => boolean) {
  for (let p = element.parentNode; isElement(p); p = p.parentNode) if (test(p)) return true;
  return false;
}

function foreignRubric(body: Element, own: boolean) {
  if (own) return null;
  const blocks = descendants(body, 'rubricBlock').filter((b) => attr(b, 'view') === 'scorer');
  const text = tidyText(blocks.map((b) => textOf(b)).join('\n'));
  return text || null;
}

function numericTolerance(root: Element): number {
  const processing = child(root, 'responseProcessing');
  const equal = processing ? descendants(processing, 'equal')[0] : undefined;
  if (!equal || attr(equal, 'toleranceMode') !== 'absolute') return 0;
  const value = Number((attr(equal, 'tolerance') ?? '').trim().split(/\s+/)[0]);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

function matchOptions(
  interaction: Element,
  declared: Declaration | undefined,
  report: (r: string, s?: boolean) => void,
) {
  const sets = children(interaction, 'simpleMatchSet');
  if (sets.length !== 2) return (report('A match interaction needs two sets'), null);
  const read = (set: Element) =>
    children(set, 'simpleAssociableChoice').map((c) => ({
      id: attr(c, 'identifier') ?? '',
      text: tidyText(textOf(c)),
    }));
  const [left, right] = [read(sets[0]!), read(sets[1]!)];
  const pairs = (declared?.correct ?? []).map((p) => p.trim().split(/\s+/));
  const usedRight = new Set<string>();
  const options = [];
  for (const l of left) {
    const targets = pairs.filter(([s]) => s === l.id).map(([, t]) => t);
    if (targets.length !== 1) return (report(`"${l.text}" must be paired with exactly one answer`), null);
    const target = right.find((r) => r.id === targets[0]);
    if (!target) return (report(`"${l.text}" is paired with an unknown answer`), null);
    usedRight.add(target.id);
    options.push({ id: decodeId(l.id), title: l.text, match: target.text });
  }
  const extra = right.filter((r) => !usedRight.has(r.id));
  if (extra.length) report(`Answers without a pair are not kept: ${extra.map((r) => r.text).join(', ')}`, false);
  return options;
}
