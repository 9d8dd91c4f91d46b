import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { UI_LANGUAGE_CODES, type UiLanguage } from './languages';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';
import { BloomLevel, QuestionContent } from './question-model';

/**
 * Bright AI (issue 15): the artefacts every engine must produce (zod, shared by the server's validation,
 * the web's forms and the assessment import), the generation options of SPEC §3/§5/§9 and the routes of
 * the AI host (/api/ai) and the Learn-AI host (/api/learn-ai).
 */

export const AI_MESSAGES = defineMessages('ai', {
  alreadyRun: 'This request was already run',
  provideTextOrTopic: 'Please Select a Topic',
  textTooLong: 'The text must be at most 100000 characters',
  textTooShort: 'Please enter at least 40 characters',
  topicTooLong: 'The topic must be at most 200 characters',
  questionCount: 'Number of questions must be from 1 to 6',
  bloomCount: 'Select at most as many Bloom levels as questions',
  bloomDuplicate: 'Each Bloom level can be selected once',
  bloomRequired: 'Select at least one Bloom level',
  structureDisabled: 'Only the 5E structure is available',
  privateUrl: 'This address is not allowed: it points at a private or local network',
  badUrl: 'Please provide a valid http or https address',
  urlFetchFailed: 'The address could not be read',
  urlTooLarge: 'The document at this address is larger than 2 MB',
  needsModelForTopic:
    'The built-in engine (no AI model) can only work from a text you give it. Paste a text, or ask your administrator to configure an AI service (AI_BASE_URL, AI_API_KEY, AI_MODEL)',
  needsModelForBloom:
    'The built-in engine (no AI model) writes questions at the Remember and Understand levels only. Choose those, or ask your administrator to configure an AI service (AI_BASE_URL, AI_API_KEY, AI_MODEL)',
  needsModelForLanguage:
    'The built-in engine (no AI model) cannot translate: it answers in the language of your text. Ask your administrator to configure an AI service (AI_BASE_URL, AI_API_KEY, AI_MODEL)',
  notEnoughText:
    'The text is too short for this many questions: the built-in engine found too few key terms. Give a longer text or ask for fewer questions',
  providerInvalid:
    'The AI service answered with something that is not a valid result, even after one repair. Your credits were given back',
  providerFailed: 'The AI service failed to answer. Your credits were given back',
  providerAuth: 'The AI service refused the configured key (AI_API_KEY). Your credits were given back',
  providerBusy: 'The AI service is busy. Your credits were given back; please try again in a minute',
  providerTimeout: 'The AI service did not answer in time. Your credits were given back',
  generatedUpdated: 'Generated question updated',
  generatedNotFound: 'Generated question not found',
  settingsSaved: 'Bright AI settings saved',
} as const);

/** SPEC §9. The server's names for difficulty are the spec's words, upper case. */
export const DIFFICULTY_LEVELS = ['EASY', 'MEDIUM', 'HARD'] as const;
export const DifficultyLevel = z.enum(DIFFICULTY_LEVELS);
export type DifficultyLevel = z.infer<typeof DifficultyLevel>;

export const AI_QUESTION_TYPES = ['MCQ', 'TRUE_OR_FALSE', 'SHORT_ANSWER'] as const;
export const AiQuestionType = z.enum(AI_QUESTION_TYPES);
export type AiQuestionType = z.infer<typeof AiQuestionType>;

export const STRUCTURES = ['FIVE_E', 'IAS', 'DOK', 'BACKWARD_DESIGN', 'UBD'] as const;
/** SPEC §5: only 5E is selectable; the others are shown disabled. */
export const SELECTABLE_STRUCTURES = ['FIVE_E'] as const;
export const DESIRED_OUTCOMES = [
  'KNOWLEDGE_BASED',
  'SKILL_BASED',
  'ATTITUDE_BASED',
  'AFFECTIVE_BASED',
  'BEHAVIORAL_BASED',
] as const;
export const FIVE_E_PHASES = ['ENGAGE', 'EXPLORE', 'EXPLAIN', 'ELABORATE', 'EVALUATE'] as const;

export const MAX_QUESTIONS = 6;
export const MAX_SOURCE_CHARS = 100_000;
/** What the built-in engine can honestly target (AI-NOTES.md §3). */
export const BUILTIN_BLOOM_LEVELS = ['REMEMBER', 'UNDERSTAND'] as const satisfies readonly BloomLevel[];

export const ENGINE_KINDS = ['builtin', 'model'] as const;
export const EngineKind = z.enum(ENGINE_KINDS);
export type EngineKind = z.infer<typeof EngineKind>;
export const BUILTIN_ENGINE_LABEL = 'built-in engine, no AI model';

/** Who made an output: every answer carries it, and the UI shows it. */
export const EngineInfo = z.object({ engine: EngineKind, model: z.string().nullable(), label: z.string() });
export type EngineInfo = z.infer<typeof EngineInfo>;

/** What a run cost and what is left (null: unlimited or no licence meter). */
export const CreditUse = z.object({ cost: z.number(), left: z.number().nullable(), requestId: z.string() });
export type CreditUse = z.infer<typeof CreditUse>;

const Language = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]]);

const SourceText = z.string().trim().max(MAX_SOURCE_CHARS, { error: AI_MESSAGES.textTooLong }).optional();
const Topic = z.string().trim().max(200, { error: AI_MESSAGES.topicTooLong }).optional();
const RequestId = z.string().trim().min(8).max(64).optional();

/** SPEC §3 "Quiz generation options" with the §5 rules (1 to 6 questions, Bloom count rule). */
export const QuizOptions = z.object({
  difficultyLevel: DifficultyLevel.default('MEDIUM'),
  noOfQuestion: z
    .number({ error: AI_MESSAGES.questionCount })
    .int({ error: AI_MESSAGES.questionCount })
    .min(1, { error: AI_MESSAGES.questionCount })
    .max(MAX_QUESTIONS, { error: AI_MESSAGES.questionCount })
    .default(3),
  typeOfQuestion: AiQuestionType.default('MCQ'),
  bloomsTaxonomyLevels: z.array(BloomLevel).min(1, { error: AI_MESSAGES.bloomRequired }).max(6).default(['REMEMBER']),
});
export type QuizOptions = z.infer<typeof QuizOptions>;

function checkQuizOptions(body: QuizOptions & { text?: string; topic?: string }, ctx: z.RefinementCtx) {
  if (!body.text && !body.topic)
    ctx.addIssue({ code: 'custom', message: AI_MESSAGES.provideTextOrTopic, path: ['text'] });
  if (new Set(body.bloomsTaxonomyLevels).size !== body.bloomsTaxonomyLevels.length)
    ctx.addIssue({ code: 'custom', message: AI_MESSAGES.bloomDuplicate, path: ['bloomsTaxonomyLevels'] });
  if (body.bloomsTaxonomyLevels.length > body.noOfQuestion)
    ctx.addIssue({ code: 'custom', message: AI_MESSAGES.bloomCount, path: ['bloomsTaxonomyLevels'] });
}

export const QuizRequest = QuizOptions.extend({
  text: SourceText,
  topic: Topic,
  /** A web page or plain-text document to read the text from (public addresses only). */
  url: z.string().trim().max(2000).optional(),
  language: Language.default('en'),
  requestId: RequestId,
}).superRefine((body, ctx) => checkQuizOptions({ ...body, text: body.text || body.url }, ctx));
export type QuizRequest = z.input<typeof QuizRequest>;

/** SPEC §7 question/generateQuestions {text, userId, instituteId}; the ids are the session's, if sent they are ignored. */
export const GenerateQuestionsBody = QuizOptions.extend({
  text: SourceText,
  topic: Topic,
  url: z.string().trim().max(2000).optional(),
  language: Language.default('en'),
  requestId: RequestId,
  userId: z.string().max(100).optional(),
  instituteId: z.string().max(100).optional(),
}).superRefine((body, ctx) => checkQuizOptions({ ...body, text: body.text || body.url }, ctx));

// Artefacts: what a model must return (every key required, no records: OpenAI strict mode, AI-NOTES §1.3).

export const QuizQuestionArtefact = z.object({
  question: z.string().trim().min(1).max(2000),
  options: z.array(z.string().trim().min(1).max(500)).max(6),
  answer: z.string().trim().min(1).max(500),
  bloomLevel: BloomLevel,
  explanation: z.string().max(2000).nullable(),
});
export type QuizQuestionArtefact = z.infer<typeof QuizQuestionArtefact>;
export const QuizArtefact = z.object({ questions: z.array(QuizQuestionArtefact).min(1) });
export type QuizArtefact = z.infer<typeof QuizArtefact>;

export const SummaryArtefact = z.object({
  summary: z.array(z.string().trim().min(1)).min(1).max(12),
  keyConcepts: z.array(z.string().trim().min(1)).max(20),
});
export type SummaryArtefact = z.infer<typeof SummaryArtefact>;

export const LessonPlanPhase = z.object({
  phase: z.enum(FIVE_E_PHASES),
  minutes: z.number().int().min(1).max(120),
  teacherPrompt: z.string().min(1),
  activity: z.string().min(1),
});
export const LessonPlanArtefact = z.object({
  title: z.string().trim().min(1).max(200),
  objectives: z.array(z.string().min(1)).min(1).max(8),
  phases: z.array(LessonPlanPhase).length(5),
});
export type LessonPlanArtefact = z.infer<typeof LessonPlanArtefact>;

export const RubricArtefact = z.object({
  referenceAnswer: z.string().trim().min(1).max(5000),
  rubric: z
    .array(
      z.object({
        criterion: z.string().min(1).max(200),
        levels: z
          .array(z.object({ score: z.number().min(0).max(100), description: z.string().min(1) }))
          .min(2)
          .max(5),
      }),
    )
    .min(1)
    .max(8),
});
export type RubricArtefact = z.infer<typeof RubricArtefact>;

/** The rules a JSON schema cannot say (SPEC §5): run on every quiz, from any engine. Empty: valid. */
export function quizRuleProblems(quiz: QuizArtefact, options: QuizOptions): string[] {
  const problems: string[] = [];
  if (quiz.questions.length !== options.noOfQuestion)
    problems.push(`expected ${options.noOfQuestion} questions, got ${quiz.questions.length}`);
  const levels = new Set(quiz.questions.map((question) => question.bloomLevel));
  for (const level of options.bloomsTaxonomyLevels)
    if (!levels.has(level)) problems.push(`no question at the Bloom level ${level}`);
  quiz.questions.forEach((question, index) => {
    const where = `question ${index + 1}`;
    if (!options.bloomsTaxonomyLevels.includes(question.bloomLevel))
      problems.push(`${where}: Bloom level ${question.bloomLevel} was not asked for`);
    problems.push(...choiceProblems(question, options.typeOfQuestion).map((problem) => `${where}: ${problem}`));
  });
  return problems;
}

const norm = (value: string) => value.trim().toLowerCase();

function choiceProblems(question: QuizQuestionArtefact, type: AiQuestionType): string[] {
  if (type === 'SHORT_ANSWER') return question.options.length ? ['a short answer question has no options'] : [];
  const options = question.options.map(norm);
  if (type === 'TRUE_OR_FALSE' && (options.length !== 2 || !options.includes('true') || !options.includes('false')))
    return ['a true or false question has exactly the options True and False'];
  if (type === 'MCQ' && (options.length < 3 || options.length > 6)) return ['an MCQ has 3 to 6 options'];
  if (new Set(options).size !== options.length) return ['options must be different from each other'];
  const matches = options.filter((option) => option === norm(question.answer)).length;
  return matches === 1 ? [] : ['the answer must be exactly one of the options'];
}

/** A generated question as stored for the editor and importGeneratedQuestions. */
export const GeneratedQuestion = QuestionContent.extend({ id: z.string(), groupId: z.string() });
export type GeneratedQuestion = z.infer<typeof GeneratedQuestion>;

export const GeneratedGroup = EngineInfo.extend({
  groupId: z.string(),
  questions: z.array(GeneratedQuestion),
  credits: CreditUse,
});
export type GeneratedGroup = z.infer<typeof GeneratedGroup>;

export const generateQuestionsRoute = defineRoute({
  method: 'POST',
  path: '/api/question/generateQuestions',
  summary:
    'AI question generator: 1 to 6 questions from a text, an address or a topic, at chosen Bloom levels; kept as a group for importGeneratedQuestions. Charged in AI credits (see ai/capabilities)',
  tags: ['ai', 'questions'],
  access: access.roles('admin', 'instructor'),
  body: GenerateQuestionsBody,
  response: envelope(GeneratedGroup),
});

export const aiQuizRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/quiz',
  summary: 'A quiz (not stored) from a text, an address or a topic, with the options of SPEC §3',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: QuizRequest,
  response: envelope(EngineInfo.extend({ quiz: QuizArtefact, credits: CreditUse })),
});

export const generateQuizFromTextRoute = defineRoute({
  ...aiQuizRoute,
  path: '/api/learn-ai/generate-quiz-from-text',
  summary: 'Learn-AI: a quiz (not stored) from a given text',
  tags: ['ai', 'learn-ai'],
  access: access.signedIn,
});

/** Events of every Bright AI stream (the same names whichever engine answers). */
export const AI_STREAM_EVENTS = ['meta', 'delta', 'phase', 'question', 'done', 'error'] as const;

export const generateSseRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/assessment/generate-sse-raw',
  summary:
    'Server-Sent Events: the question generator as a stream (meta, question…, done with the stored group, or error). Stops the model call when the client goes away',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: GenerateQuestionsBody,
  response: z.string().meta({ description: 'text/event-stream' }),
  media: { produces: ['text/event-stream'] },
});

export const SummarizeBody = z.object({
  text: z
    .string({ error: 'Please provide: text' })
    .trim()
    .min(40, { error: AI_MESSAGES.textTooShort })
    .max(MAX_SOURCE_CHARS, { error: AI_MESSAGES.textTooLong }),
  language: Language.default('en'),
  requestId: RequestId,
});

export const summarizeTextRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/summarize-text',
  summary: 'Learn-AI: the summary and key concepts of a text',
  tags: ['ai', 'learn-ai'],
  access: access.signedIn,
  body: SummarizeBody,
  response: envelope(EngineInfo.extend({ summary: SummaryArtefact, credits: CreditUse })),
});

export const LessonPlanBody = z.object({
  topic: z
    .string({ error: AI_MESSAGES.provideTextOrTopic })
    .trim()
    .min(1, { error: AI_MESSAGES.provideTextOrTopic })
    .max(200),
  text: SourceText,
  structure: z
    .enum(STRUCTURES)
    .default('FIVE_E')
    .refine((value) => value === 'FIVE_E', { error: AI_MESSAGES.structureDisabled }),
  desiredOutcomes: z.array(z.enum(DESIRED_OUTCOMES)).max(5).default(['KNOWLEDGE_BASED']),
  grade: z.string().trim().max(50).optional(),
  language: Language.default('en'),
  requestId: RequestId,
});
export type LessonPlanBody = z.input<typeof LessonPlanBody>;

export const lessonPlanSseRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/lesson/plan/sse',
  summary:
    'Server-Sent Events: a 5E lesson plan streamed phase by phase (meta, delta…, done with the plan, or error). Stops the model call when the client goes away',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: LessonPlanBody,
  response: z.string().meta({ description: 'text/event-stream' }),
  media: { produces: ['text/event-stream'] },
});

export const RubricBody = z.object({
  question: z
    .string({ error: 'Please provide: question' })
    .trim()
    .min(1, { error: 'Please provide: question' })
    .max(5000),
  text: SourceText,
  points: z.number().min(1).max(100).default(10),
  language: Language.default('en'),
  requestId: RequestId,
});

export const referenceRubricRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-reference-answer-and-rubric',
  summary:
    'A reference answer and a rubric for a subjective question (a draft: scores count only after a teacher approves)',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: RubricBody,
  response: envelope(EngineInfo.extend({ result: RubricArtefact, credits: CreditUse })),
});

export const AiCapabilities = EngineInfo.extend({
  /** What a run costs on this engine for this institute (0 when the built-in engine is free). */
  costPerRun: z.number(),
  creditsLeft: z.number().nullable(),
  builtinCharges: z.boolean(),
  bloomLevels: z.array(BloomLevel),
  canUseTopic: z.boolean(),
  canTranslate: z.boolean(),
});
export type AiCapabilities = z.infer<typeof AiCapabilities>;

export const aiCapabilitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/ai/capabilities',
  summary: 'Which engine answers, what it can do, and what a run costs now (the cost shown before a run)',
  tags: ['ai'],
  access: access.signedIn,
  response: envelope(AiCapabilities),
});

export const AiSettingsBody = z.object({ builtinCharges: z.boolean() });
export const aiSettingsRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/settings/update',
  summary: "Whether the built-in engine costs AI credits in the admin's institute (default: free)",
  tags: ['ai'],
  access: access.roles('admin'),
  body: AiSettingsBody,
  response: envelope(AiCapabilities),
});

export const UpdateGeneratedBody = z.object({
  groupId: z.string().trim().min(1).max(100),
  questionId: z.string().trim().min(1).max(100),
  content: QuestionContent,
});
export const updateGeneratedRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/generated-question/update',
  summary: 'Edit a generated question before it is imported into an assessment',
  tags: ['ai', 'questions'],
  access: access.roles('admin', 'instructor'),
  body: UpdateGeneratedBody,
  response: envelope(GeneratedQuestion),
});
