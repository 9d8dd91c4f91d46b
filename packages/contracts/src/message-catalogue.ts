/**
 * The catalogue of message codes: every text the server sends (errors above all) has a stable code
 * (`assessment.nameRequired`), so the web translates by code and never by parsing English. Each
 * feature declares its set with `defineMessages(feature, {...})`, which keeps the texts as they are
 * (the spec's exact wording) and files each under `<feature>.<key>`. Texts with values in them are
 * `defineTemplate(code, 'Please provide: {field}')` and carry those values as `params`.
 */

export type MessageParams = Record<string, string | number>;

/** A message with its code: what an error body carries, and what contract checks return. */
export interface CodedMessage {
  code: string;
  message: string;
  params?: MessageParams;
}

interface Template {
  code: string;
  pattern: RegExp;
  names: string[];
}

const textByCode = new Map<string, string>();
const codeByText = new Map<string, string>();
const templates: Template[] = [];
const features = new Set<string>();
/** Codes or features declared twice; the catalogue test keeps it empty (a throw would break hot reload). */
const duplicates: string[] = [];

function register(code: string, text: string) {
  if (textByCode.has(code)) duplicates.push(code);
  textByCode.set(code, text);
}

/** Files a feature's texts under `<feature>.<key>`; returns the same object, so callers still read strings. */
export function defineMessages<const T extends Record<string, unknown>>(feature: string, messages: T): T {
  if (features.has(feature)) duplicates.push(feature);
  features.add(feature);
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== 'string') continue; // formatters are declared with defineTemplate
    const code = `${feature}.${key}`;
    register(code, text);
    // A text shared by several sets ('Student not found') keeps the code of its first definition.
    if (!codeByText.has(text)) codeByText.set(text, code);
  }
  return messages;
}

type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A text with values: `format({field: 'classId'})` gives 'Please provide: classId' and the code. */
export function defineTemplate<const S extends string>(code: string, template: S) {
  register(code, template);
  const names: string[] = [];
  const source = escapeRegExp(template).replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([\\s\\S]+?)';
  });
  templates.push({ code, names, pattern: new RegExp(`^${source}$`) });
  return (params: Record<ParamNames<S>, string | number>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => String((params as MessageParams)[name]));
}

const asParam = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : value);

function fromTemplate(message: string): CodedMessage | undefined {
  for (const { code, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      params[name] = asParam(value);
      // A value that is itself a catalogue text ('Question 2: <problem>') carries its own code.
      const inner = codeByText.get(value);
      if (inner) params[`${name}Code`] = inner;
    });
    return { code, message, params };
  }
  return undefined;
}

/** 'Unknown field: photo', 'The GIFT file has syntax errors: ...': a catalogue text and a detail. */
function fromPrefix(message: string): CodedMessage | undefined {
  let best: string | undefined;
  for (const text of codeByText.keys()) {
    const fits = message.startsWith(`${text}: `) || message.startsWith(`${text} (`);
    if (fits && (!best || text.length > best.length)) best = text;
  }
  if (!best) return undefined;
  const detail = message.slice(best.length).replace(/^:\s*/, '').trim();
  return { code: codeByText.get(best)!, message, params: { detail } };
}

/**
 * The code (and values) of a text the contracts define, or undefined for a text they do not know.
 * The server codes what it sends with it; contract checks code their problems with it.
 */
export function codeMessage(message: string): CodedMessage | undefined {
  const exact = codeByText.get(message);
  if (exact) return { code: exact, message };
  return fromTemplate(message) ?? fromPrefix(message);
}

/** Every code with its English text (or template): the catalogue as data, for OpenAPI and tests. */
export const messageCatalogue = (): ReadonlyMap<string, string> => textByCode;

export const duplicateMessageCodes = (): readonly string[] => duplicates;
