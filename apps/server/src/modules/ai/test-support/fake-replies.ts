import type { FakeRequest } from '../fake-openai-server';

/** What the fake model answers: a valid quiz of the asked size and levels, a plan, a summary, a rubric. */
export function validReply(request: FakeRequest): string {
  const prompt = request.body.messages.map((message) => message.content).join('\n');
  if (prompt.includes('5E lesson plan')) return JSON.stringify(plan());
  if (prompt.includes('Summarise'))
    return JSON.stringify({ summary: ['Plants make food from light.'], keyConcepts: ['photosynthesis'] });
  if (prompt.includes('reference answer')) return JSON.stringify(rubric());
  if (prompt.includes('flashcards')) return JSON.stringify(flashcards(prompt));
  if (prompt.includes('slide deck')) return JSON.stringify(deck(prompt));
  const count = Number(/Write exactly (\d+)/.exec(prompt)?.[1] ?? 3);
  const levels = (
    /Bloom levels to use \(each at least once, no others\): ([A-Z, ]+);/.exec(prompt)?.[1] ?? 'REMEMBER'
  ).split(', ');
  return JSON.stringify({
    questions: Array.from({ length: count }, (_, index) => ({
      question: `Model question ${index + 1}: which gas do plants release?`,
      options: ['Oxygen', 'Helium', 'Neon', 'Argon'],
      answer: 'Oxygen',
      bloomLevel: levels[index % levels.length],
      explanation: 'Plants release oxygen.',
    })),
  });
}

const plan = () => ({
  title: 'Photosynthesis',
  objectives: ['Explain how plants make glucose'],
  phases: ['ENGAGE', 'EXPLORE', 'EXPLAIN', 'ELABORATE', 'EVALUATE'].map((phase) => ({
    phase,
    minutes: 8,
    teacherPrompt: `Prompt for ${phase}`,
    activity: `Activity for ${phase}`,
  })),
});

const rubric = () => ({
  referenceAnswer: 'Plants turn carbon dioxide and water into glucose using light.',
  rubric: [
    {
      criterion: 'Accuracy',
      levels: [
        { score: 10, description: 'Right' },
        { score: 0, description: 'Wrong' },
      ],
    },
  ],
});

/** Flashcards, one more than asked (the server keeps the asked number). */
const flashcards = (prompt: string) => ({
  cards: Array.from({ length: Number(/Write exactly (\d+)/.exec(prompt)?.[1] ?? 3) + 1 }, (_, index) => ({
    front: `Term ${index + 1}`,
    back: `Definition ${index + 1} of a term about photosynthesis.`,
  })),
});

const deck = (prompt: string) => ({
  title: 'Photosynthesis',
  slides: Array.from({ length: Number(/exactly (\d+) slides/.exec(prompt)?.[1] ?? 3) }, (_, index) => ({
    title: `Slide ${index + 1}`,
    bullets: ['Plants make food from light.', 'Chlorophyll absorbs light.'],
    notes: index === 0 ? 'Start with a question.' : null,
  })),
});
