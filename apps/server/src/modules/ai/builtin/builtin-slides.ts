import type { LessonPlanArtefact, SlideDeckArtefact } from '@bright/contracts';
import { analyse, extractiveSummary } from './text-analysis';

/**
 * Decks without a model: a lesson plan laid out as slides, or a deck filled from the teacher's text (its key
 * concepts, and for each the text's own sentences that use it). Nothing is written that the input did not
 * say; the speaker notes say which engine filled the deck.
 */

const FILLED_NOTE =
  'Filled by the built-in engine (no AI model) from the text you gave: every line is a sentence of it.';

export function deckFromPlan(
  plan: LessonPlanArtefact,
  phaseName: (phase: string) => string = (p) => p,
): SlideDeckArtefact {
  return {
    title: plan.title,
    slides: [
      { title: plan.title, bullets: plan.objectives.slice(0, 8), notes: null },
      ...plan.phases.map((phase) => ({
        title: `${phaseName(phase.phase)} · ${phase.minutes} min`,
        bullets: [phase.activity.slice(0, 500)],
        notes: phase.teacherPrompt,
      })),
    ],
  };
}

export function builtinDeck(topic: string, text: string, slideCount: number, language: string): SlideDeckArtefact {
  const { sentences, concepts } = analyse(text, language, 12);
  const summary = extractiveSummary(text, concepts, language, 4);
  const used = new Set<string>();
  const conceptSlides = [];
  for (const concept of concepts) {
    if (conceptSlides.length >= slideCount - 2) break;
    const lowered = concept.toLocaleLowerCase(language);
    const lines = sentences
      .filter((sentence) => !used.has(sentence) && sentence.toLocaleLowerCase(language).includes(lowered))
      .slice(0, 3);
    if (lines.length === 0) continue;
    lines.forEach((line) => used.add(line));
    conceptSlides.push({ title: concept, bullets: lines.map((line) => line.slice(0, 500)), notes: FILLED_NOTE });
  }
  return {
    title: topic,
    slides: [
      { title: topic, bullets: concepts.slice(0, 6), notes: FILLED_NOTE },
      ...conceptSlides,
      {
        title: summary.length ? `${topic}: summary` : topic,
        bullets: summary.map((line) => line.slice(0, 500)),
        notes: FILLED_NOTE,
      },
    ],
  };
}
