import { CHOICE_TYPES, OPTION_LIMITS, type QuestionOption, type QuestionType } from '@bright/contracts';

/** Pure helpers of the question editor: options, correct answers, blanks and ordering. */

export const isChoiceType = (type: QuestionType) => (CHOICE_TYPES as readonly string[]).includes(type);
export const usesOptions = (type: QuestionType) => type in OPTION_LIMITS;
export const optionLimits = (type: QuestionType) =>
  (OPTION_LIMITS as Partial<Record<QuestionType, { min: number; max: number }>>)[type] ?? { min: 0, max: 0 };

let counter = 0;
/** A new option id: unique within a question, short, stable once saved. */
export const newOptionId = () => `o${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Marks an option correct: one for single-answer types, a toggle for MULTIPLE_SELECT. */
export function toggleCorrect(type: QuestionType, correct: string[], optionId: string): string[] {
  if (type !== 'MULTIPLE_SELECT') return [optionId];
  return correct.includes(optionId) ? correct.filter((id) => id !== optionId) : [...correct, optionId];
}

export interface OptionsState {
  options: QuestionOption[];
  correctOptions: string[];
}

/** ORDERING keeps the correct order as the options' own order. */
const withOrder = (type: QuestionType, state: OptionsState): OptionsState =>
  type === 'ORDERING' ? { ...state, correctOptions: state.options.map((o) => o.id) } : state;

export function addOption(type: QuestionType, state: OptionsState, id = newOptionId()): OptionsState {
  if (state.options.length >= optionLimits(type).max) return state;
  return withOrder(type, { ...state, options: [...state.options, { id, title: '', image: null, match: null }] });
}

export function removeOption(type: QuestionType, state: OptionsState, optionId: string): OptionsState {
  if (state.options.length <= optionLimits(type).min) return state;
  return withOrder(type, {
    options: state.options.filter((o) => o.id !== optionId),
    correctOptions: state.correctOptions.filter((id) => id !== optionId),
  });
}

export function patchOption(
  type: QuestionType,
  state: OptionsState,
  optionId: string,
  patch: Partial<QuestionOption>,
): OptionsState {
  return withOrder(type, {
    ...state,
    options: state.options.map((o) => (o.id === optionId ? { ...o, ...patch } : o)),
  });
}

/** Moves an item from one place to another (clamped); the list itself is not changed. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function moveOption(type: QuestionType, state: OptionsState, from: number, to: number): OptionsState {
  return withOrder(type, { ...state, options: moveItem(state.options, from, to) });
}

/** The {{n}} marks of a fill in the blank, in the order written. */
export const blankMarks = (description: string) => [...description.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));

/** Appends the next blank mark ({{n}}) to the text. */
export function insertBlank(description: string): string {
  const next = Math.max(0, ...blankMarks(description)) + 1;
  const space = description === '' || description.endsWith(' ') ? '' : ' ';
  return `${description}${space}{{${next}}}`;
}

/** One list of accepted answers per mark: kept where it exists, empty for new marks, extra ones dropped. */
export function syncBlanks(description: string, blanks: string[][]): string[][] {
  const count = blankMarks(description).length;
  return Array.from({ length: count }, (_, i) => blanks[i] ?? []);
}

/** "a, b; c" style input: accepted answers split on commas or new lines, trimmed, no empties or repeats. */
export function parseAnswerList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !seen.has(s.toLowerCase()) && Boolean(seen.add(s.toLowerCase())));
}
