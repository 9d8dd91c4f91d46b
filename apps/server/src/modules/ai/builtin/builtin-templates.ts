import type { LessonPlanArtefact, LessonPlanBody, RubricArtefact, SummaryArtefact } from '@bright/contracts';
import { z } from 'zod';
import { analyse, extractiveSummary, sentencesOf, wordsOf } from './text-analysis';
import { builtinQuiz } from './builtin-quiz';

/**
 * Templates the built-in engine fills from the teacher's own text: a 5E plan whose Explain phase quotes
 * the text and whose Evaluate phase is a built-in quiz, a rubric from a fixed criteria set with the key
 * terms of the text, a summary of extracted sentences. Nothing is written that the text does not hold.
 */

type PlanInput = z.output<z.ZodType<LessonPlanBody>> & { text: string; topic: string };

const OUTCOME_VERBS: Record<string, string> = {
  KNOWLEDGE_BASED: 'recall and explain',
  SKILL_BASED: 'use',
  ATTITUDE_BASED: 'reflect on why they value',
  AFFECTIVE_BASED: 'share how they feel about',
  BEHAVIORAL_BASED: 'show in their work',
};

export function builtinSummary(text: string, language: string): SummaryArtefact {
  const { concepts } = analyse(text, language, 10);
  return { summary: extractiveSummary(text, concepts, language, 3), keyConcepts: concepts };
}

function evaluateActivity(text: string, language: string) {
  try {
    const quiz = builtinQuiz(
      text,
      { difficultyLevel: 'EASY', noOfQuestion: 2, typeOfQuestion: 'SHORT_ANSWER', bloomsTaxonomyLevels: ['REMEMBER'] },
      language,
    );
    return quiz.questions
      .map((question, index) => `${index + 1}. ${question.question} (${question.answer})`)
      .join('\n');
  } catch {
    return 'Ask each student to write the two ideas of the text they would teach a friend.';
  }
}

export function builtinLessonPlan(input: PlanInput): LessonPlanArtefact {
  const language = input.language ?? 'en';
  const { concepts } = analyse(input.text, language, 8);
  const terms = concepts.slice(0, 5);
  const summary = extractiveSummary(input.text, concepts, language, 3);
  const outcomes = (input.desiredOutcomes ?? ['KNOWLEDGE_BASED']).map(
    (outcome) => `Students ${OUTCOME_VERBS[outcome] ?? 'explain'} ${terms.slice(0, 3).join(', ') || input.topic}.`,
  );
  const first = terms[0] ?? input.topic;
  return {
    title: input.topic,
    objectives: outcomes,
    phases: [
      {
        phase: 'ENGAGE',
        minutes: 5,
        teacherPrompt: `What do you already know about ${first}?`,
        activity: `Collect answers on the board; keep them to revisit in Evaluate.`,
      },
      {
        phase: 'EXPLORE',
        minutes: 10,
        teacherPrompt: 'Read the text in pairs and underline these key terms.',
        activity: `Key terms: ${terms.join(', ')}.`,
      },
      {
        phase: 'EXPLAIN',
        minutes: 10,
        teacherPrompt: 'Explain the key ideas, quoting the text.',
        activity: summary.map((sentence) => `“${sentence}”`).join('\n'),
      },
      {
        phase: 'ELABORATE',
        minutes: 10,
        teacherPrompt: `Where else do we meet ${first}?`,
        activity: `Groups write one example of ${terms.slice(0, 2).join(' and ') || first} from daily life and share it.`,
      },
      {
        phase: 'EVALUATE',
        minutes: 5,
        teacherPrompt: 'Check understanding with a short quiz from the text.',
        activity: evaluateActivity(input.text, language),
      },
    ],
  };
}

/** Sentences of the text sharing the most words with the question: the reference answer, quoted. */
function relevantSentences(question: string, text: string, language: string) {
  const asked = new Set(wordsOf(question.toLowerCase(), language).filter((word) => word.length > 3));
  return sentencesOf(text, language)
    .map((sentence, index) => ({
      sentence,
      index,
      hits: wordsOf(sentence.toLowerCase(), language).filter((word) => asked.has(word)).length,
    }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

export function builtinRubric(question: string, text: string, points: number, language: string): RubricArtefact | null {
  const reference = relevantSentences(question, text, language);
  if (reference.length === 0) return null;
  const { concepts } = analyse(reference.join(' '), language, 5);
  const levels = (what: string) => [
    { score: points, description: `Complete: ${what}` },
    { score: Math.round(points * 0.6), description: `Mostly: ${what}, with small gaps` },
    { score: Math.round(points * 0.3), description: `Partly: ${what}, with major gaps` },
    { score: 0, description: 'Missing or unrelated' },
  ];
  return {
    referenceAnswer: reference.join(' '),
    rubric: [
      { criterion: 'Accuracy', levels: levels('agrees with the text') },
      {
        criterion: `Key terms${concepts.length ? ` (${concepts.join(', ')})` : ''}`,
        levels: levels('uses the key terms correctly'),
      },
      { criterion: 'Clarity', levels: levels('clear and in the student’s own words') },
    ],
  };
}
