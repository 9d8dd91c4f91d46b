import type { Role } from '@bright/contracts';
import { type AuthzCase, defineAuthzCases } from '../../../test/authz';
import { matrixLicence } from '../../../test/authz/licence-support';
import { generatedQuestions } from '../../db/schema';
import { PHOTOSYNTHESIS } from './test-support/sample-texts';

const everyone = ['admin', 'instructor', 'learner'] as const;
const teachers = ['admin', 'instructor'] as const;
const quiz = { text: PHOTOSYNTHESIS, noOfQuestion: 2, bloomsTaxonomyLevels: ['REMEMBER'] };

const own = (route: string, allowed: readonly Role[], payload?: object, serial = false): AuthzCase => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return {
    route,
    scope: 'self',
    ...(serial ? { serial } : {}),
    allowed,
    request: async (ctx) => {
      await matrixLicence(ctx);
      return payload ? { method, url, payload } : { method, url };
    },
  };
};

export const authzCases = defineAuthzCases([
  own('GET /api/ai/capabilities', everyone),
  own('POST /api/ai/settings/update', ['admin'], { builtinCharges: false }),
  own('POST /api/ai/quiz', teachers, quiz),
  own('POST /api/learn-ai/generate-quiz-from-text', everyone, quiz),
  own('POST /api/question/generateQuestions', teachers, quiz),
  own('POST /api/ai/assessment/generate-sse-raw', teachers, quiz),
  own('POST /api/learn-ai/summarize-text', everyone, { text: PHOTOSYNTHESIS }),
  own('POST /api/ai/lesson/plan/sse', teachers, { topic: 'Photosynthesis', text: PHOTOSYNTHESIS }),
  own('POST /api/ai/generate-reference-answer-and-rubric', teachers, {
    question: 'How do plants make glucose?',
    text: PHOTOSYNTHESIS,
  }),
  own('POST /api/ai/flashcards/generate-from-a-document', teachers, { text: PHOTOSYNTHESIS, count: 3 }),
  // The built-in engine refuses a bare topic (400) for every role allowed past the policy.
  { ...own('POST /api/ai/flashcards/generate-from-a-topic', teachers, { topic: 'Photosynthesis' }), success: 400 },
  own('POST /api/learn-ai/lesson-generation/ppt-script', teachers, { topic: 'Photosynthesis', text: PHOTOSYNTHESIS }),
  own('POST /api/learn-ai/media-converter/json-to-ppt', teachers, {
    deck: { title: 'Photosynthesis', slides: [{ title: 'Light', bullets: ['Plants use light.'], notes: null }] },
  }),
  own('GET /api/ai/provider', ['admin']),
  // A school's own AI service answers every AI case of its institute: set (and removed) only after the
  // concurrent cases, or their runs go to this address (on PostgreSQL an instructor's slides failed so).
  own('POST /api/ai/provider/update', ['admin'], { baseUrl: 'https://1.1.1.1/v1', model: 'gpt-4o-mini' }, true),
  own('POST /api/ai/provider/remove', ['admin'], undefined, true),
  own('GET /api/bright-tools/favourites', teachers),
  own('POST /api/bright-tools/favourites', teachers, { tool: 'plan', favourite: true }),
  own('GET /api/ai/history', teachers),
  own('GET /api/ai/credits/usage', ['admin']),
  {
    route: 'POST /api/ai/generated-question/update',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => {
      const [row] = await ctx.db
        .insert(generatedQuestions)
        .values({ groupId: `g-${ctx.unique()}`, instituteId: ctx.institute.id, description: 'Old?' })
        .returning();
      return {
        method: 'POST',
        url: '/api/ai/generated-question/update',
        payload: {
          groupId: row!.groupId,
          questionId: row!.id,
          content: {
            type: 'MCQ',
            description: 'Which gas do plants release?',
            options: [
              { id: 'a', title: 'Oxygen' },
              { id: 'b', title: 'Helium' },
            ],
            correctOptions: ['a'],
          },
        },
      };
    },
  },
]);
