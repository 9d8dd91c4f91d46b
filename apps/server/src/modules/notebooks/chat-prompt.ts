import type { QuickAction, TeacherMode } from '@bright/contracts';
import { NOTEBOOK_MESSAGES as M } from '@bright/contracts';
import { queryWords } from './language';
import type { RetrievedPassage } from './search';

/** How the model is told to answer: only from the numbered passages, each claim cited [n]. */
const BASE = `You are Bright AI, a teaching assistant. Answer ONLY from the numbered passages of the user's own sources given below.
After every sentence that uses a passage, cite it with its number in square brackets, like [1] or [2][3]. Cite each claim to the one passage that says it; never merge several sources under one citation.
Never cite a number that is not in the list. Never use outside knowledge.
If the passages do not answer the question, say exactly: "${M.notInSources}"
Answer in the language of the question.`;

const MODES: Record<TeacherMode, string> = {
  GENERAL: 'Answer clearly and briefly, as a helpful teacher would.',
  LESSON_PLAN_CREATOR:
    'You help a teacher plan lessons: shape answers as lesson plans (objectives, activities, checks for understanding) built on the passages.',
  QUIZ_MASTER:
    'You are a quiz master: check understanding with short questions drawn from the passages, and give their answers cited.',
};

const ACTIONS: Record<QuickAction, string> = {
  SUMMARIZE: 'Summarize the passages in a few short paragraphs.',
  APPLY_MY_KNOWLEDGE:
    'Give one or two practical situations where the learner must apply what the passages teach, and ask how they would respond.',
  EXPLAIN_MORE: 'Explain the topic in more depth and in simpler words, with an example from the passages.',
  QUIZ_ME: 'Write three short quiz questions on the passages, then their answers.',
};

export const where = (passage: Pick<RetrievedPassage, 'page' | 'startSeconds'>) =>
  passage.page !== null
    ? `page ${passage.page}`
    : passage.startSeconds !== null
      ? `at ${Math.floor(passage.startSeconds / 60)}:${String(passage.startSeconds % 60).padStart(2, '0')}`
      : '';

export function chatPrompt(input: {
  mode: TeacherMode;
  action?: QuickAction;
  question: string;
  passages: RetrievedPassage[];
  history: { role: 'user' | 'assistant'; content: string }[];
}) {
  const system = [BASE, MODES[input.mode], input.action ? ACTIONS[input.action] : ''].filter(Boolean).join('\n');
  const numbered = input.passages
    .map(
      (passage, index) =>
        `[${index + 1}] (${[passage.sourceTitle, where(passage)].filter(Boolean).join(', ')}) ${passage.text}`,
    )
    .join('\n\n');
  const history = input.history
    .map((message) => `${message.role === 'user' ? 'User' : 'Assistant'}: ${message.content.slice(0, 1000)}`)
    .join('\n');
  const prompt = [
    `Passages:\n${numbered}`,
    history ? `Conversation so far:\n${history}` : '',
    input.question ? `Question: ${input.question}` : `Task: ${input.action ? ACTIONS[input.action] : ''}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, prompt };
}

const sentencesOf = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(text)].map((part) => part.segment.trim());

/** The sentences of a passage that share most words with the question, in their order, about 320 characters. */
export function bestQuote(text: string, question: string) {
  const words = new Set(queryWords(question));
  const sentences = sentencesOf(text).filter(Boolean);
  const scored = sentences.map((sentence, index) => ({
    index,
    sentence,
    score: queryWords(sentence, 200).filter((word) => words.has(word)).length,
  }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const each of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length && length + each.sentence.length > 320) continue;
    chosen.push(each);
    length += each.sentence.length;
  }
  const quote = chosen
    .sort((a, b) => a.index - b.index)
    .map((each) => each.sentence)
    .join(' ');
  return quote.length > 480 ? `${quote.slice(0, 477).trimEnd()}…` : quote;
}

/**
 * The built-in engine's answer (no model): the best passages quoted, each cited. It says nothing the
 * sources do not; the label on the answer tells the reader it is quoted passages, not a written answer.
 */
export function builtinAnswer(passages: RetrievedPassage[], question: string, action?: QuickAction) {
  const count = action === 'SUMMARIZE' ? 5 : 3;
  return passages
    .slice(0, count)
    .map((passage, index) => `“${bestQuote(passage.text, question)}” [${index + 1}]`)
    .join('\n\n');
}
