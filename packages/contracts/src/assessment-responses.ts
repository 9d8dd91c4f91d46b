import { z } from 'zod';
import { access } from './access';
import { ASSESSMENT_ACCESS_MESSAGES, AssessmentId } from './assessment-ids';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { AnswerValue, BloomLevel, QuestionContent, QuestionType } from './question-model';
import { StudentQuestion } from './questions';
import { defineRoute } from './route';
import { defineMessages, defineTemplate } from './message-catalogue';

/**
 * Taking an assessment, saving answers, submitting, grading, results and reports (issue 6, parts 5-7).
 *
 * Scoring, applied on submit in one transaction (the web shows these rules next to the questions):
 * - MCQ, TRUE_OR_FALSE, PICTURE_CHOICE: full points for the correct option, else 0.
 * - MULTIPLE_SELECT (partial credit): points × max(0, (right options chosen − wrong options chosen) /
 *   number of right options). Choosing every option therefore earns nothing for the wrong ones.
 * - SHORT_ANSWER: full points when the text matches an accepted answer, ignoring case and surrounding or
 *   repeated spaces, else 0; with no accepted answers it waits for the teacher.
 * - FILL_IN_THE_BLANK: points split equally between the blanks; a blank is right when it matches one of
 *   its accepted answers (case and spacing ignored).
 * - NUMERIC: full points within the tolerance (|answer − value| ≤ tolerance), else 0.
 * - MATCHING: points split equally between the pairs; a pair is right when its chosen right-hand side is
 *   the option's own.
 * - ORDERING: all or nothing.
 * - LONG_ANSWER: always waits for the teacher (questionResponse/updateScore).
 * An unanswered question scores 0. A response is GRADED when nothing waits for the teacher, else
 * SUBMITTED; an answer still waiting is pending: it adds nothing to the score and is left out of
 * percentages, averages and Bloom levels until it is scored (`pendingScore`, `pendingCount`). When the
 * assessment has a total score, the sum of points is scaled to it.
 */

export const RESPONSE_MESSAGES = defineMessages('response', {
  allMustBeAnswered: 'All Questions must be answered',
  notSubmitted: 'Assessment Response Not Submitted',
  alreadySubmitted: 'Assessment already submitted',
  timeUp: 'Time is up',
  notReleased: 'Results have not been released yet',
  responseNotFound: ASSESSMENT_ACCESS_MESSAGES.responseNotFound,
  questionNotFound: ASSESSMENT_ACCESS_MESSAGES.questionNotFound,
  notStarted: 'This student has not started the assessment',
  createdByNeeded: provideMessage('createdBy'),
  answerSaved: 'Answer saved',
  submitted: 'Assessment submitted',
  scoreUpdated: 'Score updated',
  statusUpdated: 'Status updated',
  reportSaved: 'Report saved',
  reportTooLarge: 'The report is too large',
  noReport: 'No report has been generated yet',
  invalidScore: 'score must be a number of 0 or more',
  /** `{{max}}` is the question's points (questionResponse/updateScore) or the maximum score. */
  scoreRange: 'score must be a number from 0 to {{max}}',
  invalidStatus: 'status must be IN_PROGRESS, SUBMITTED or GRADED',
  // Answer shape (questionResponse/save).
  answerUnknownOption: 'The answer must choose among the question\u2019s options',
  answerOneOption: 'Choose exactly one option',
  answerOrdering: 'The order must list every option once',
  answerBlanks: 'The answer has more blanks than the question',
  answerPairs: 'Matching pairs must use the question\u2019s options and right-hand sides',
  answerWrongKind: 'This answer does not fit the question type',
} as const);

const scoreRangeTemplate = defineTemplate('response.scoreRangeOf', 'score must be a number from 0 to {max}');
export const scoreRangeMessage = (max: number) => scoreRangeTemplate({ max });

/** Seconds after the deadline during which a save is still accepted (a slow network). */
export const SAVE_GRACE_SECONDS = 30;

export const RESPONSE_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'GRADED'] as const;
export const ResponseStatus = z.enum(RESPONSE_STATUSES, { error: RESPONSE_MESSAGES.invalidStatus });
export type ResponseStatus = z.infer<typeof ResponseStatus>;

/** In the teacher's roster: a student who has not opened it yet has no response. */
export const ResponseRosterStatus = z.enum(['NOT_STARTED', ...RESPONSE_STATUSES]);
export type ResponseRosterStatus = z.infer<typeof ResponseRosterStatus>;

export const AssessmentResponseId = z
  .string({
    error: (issue) =>
      issue.input === undefined ? provideMessage('assessmentResponseId') : 'Invalid assessmentResponseId',
  })
  .trim()
  .min(1, { error: 'Invalid assessmentResponseId' })
  .max(100, { error: 'Invalid assessmentResponseId' });

const QuestionIdField = z
  .string({ error: (issue) => (issue.input === undefined ? provideMessage('questionId') : 'Invalid questionId') })
  .trim()
  .min(1, { error: 'Invalid questionId' })
  .max(100, { error: 'Invalid questionId' });

const Score = z
  .number({
    error: (issue) => (issue.input === undefined ? provideMessage('score') : RESPONSE_MESSAGES.invalidScore),
  })
  .finite({ error: RESPONSE_MESSAGES.invalidScore })
  .min(0, { error: RESPONSE_MESSAGES.invalidScore });

export const ResponsePerson = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ResponsePerson = z.infer<typeof ResponsePerson>;

/** What the taking screen and the result pages show about the assessment itself. */
export const TakingAssessment = z.object({
  assessmentId: z.string(),
  classId: z.string(),
  className: z.string(),
  name: z.string(),
  description: z.string(),
  /** Minutes; 0 or less means no limit. */
  timeLimit: z.number(),
  requireAllAnswered: z.boolean(),
  dueOn: z.string().nullable(),
  resultsReleased: z.boolean(),
  questionCount: z.number().int(),
  /** Sum of the questions' points, or the assessment's total score when it sets one. */
  maxScore: z.number(),
});
export type TakingAssessment = z.infer<typeof TakingAssessment>;

/** One attempt. Scores are null for a student until results are released. */
export const ResponseSummary = z
  .object({
    assessmentResponseId: z.string(),
    assessmentId: z.string(),
    studentId: z.string(),
    status: ResponseStatus,
    startedAt: z.string(),
    /** startedAt + timeLimit + the student's extra minutes; null when there is no time limit. */
    deadline: z.string().nullable(),
    submittedAt: z.string().nullable(),
    /** Started or submitted after dueOn, or submitted after the deadline. */
    late: z.boolean(),
    /** The points scored so far (pending answers add nothing yet). */
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    /** score of the graded points (maxScore − pendingScore), in percent; null while nothing is graded. */
    percentage: z.number().nullable(),
    /** Answers still waiting for the teacher (null for a student before release). */
    waitingCount: z.number().int().nullable(),
    /** The points of those answers, scaled like maxScore (null for a student before release). */
    pendingScore: z.number().nullable(),
    /** generate-report / update-report, as stored (a student sees it only when released). */
    report: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AssessmentResponseSummary' });
export type ResponseSummary = z.infer<typeof ResponseSummary>;

/**
 * A question as a student receives it while taking: the questions module's StudentQuestion (never the
 * key), with options (and MATCHING's right-hand sides in `matchChoices`) in this student's order.
 */
export const TakingQuestion = StudentQuestion;
export type TakingQuestion = z.infer<typeof TakingQuestion>;

export const SavedAnswer = z.object({ questionId: z.string(), answer: AnswerValue, answered: z.boolean() });
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** The student's view: their attempt, started on first read. */
export const TakingView = z
  .object({
    view: z.literal('student'),
    response: ResponseSummary,
    assessment: TakingAssessment,
    /** In the student's order (shuffled once at start when the settings say so). */
    questions: z.array(TakingQuestion),
    answers: z.array(SavedAnswer),
    /** The server's clock when answering, so a countdown can correct the device's clock. */
    serverTime: z.string(),
  })
  .meta({ id: 'TakingView' });
export type TakingView = z.infer<typeof TakingView>;

/** A question with its key, as teachers (and students after release) see it. */
export const KeyedQuestion = QuestionContent.extend({
  id: z.string(),
  position: z.number().int(),
  image: z.string().nullable(),
  topicName: z.string().nullable(),
});
export type KeyedQuestion = z.infer<typeof KeyedQuestion>;

/** One question of one response, scored. */
export const ScoredAnswer = z.object({
  questionId: z.string(),
  question: KeyedQuestion,
  answer: AnswerValue.nullable(),
  answered: z.boolean(),
  points: z.number(),
  /** Set on submit for objective questions. */
  autoScore: z.number().nullable(),
  /** Set by questionResponse/updateScore; wins over autoScore. */
  teacherScore: z.number().nullable(),
  /** teacherScore ?? autoScore; null while waiting. */
  score: z.number().nullable(),
  /** score equals points; null while waiting. */
  correct: z.boolean().nullable(),
  waiting: z.boolean(),
});
export type ScoredAnswer = z.infer<typeof ScoredAnswer>;

/** A response with its answers, key and scores: teachers always, the student once results are released. */
export const ResponseDetail = z
  .object({
    view: z.literal('detail'),
    response: ResponseSummary,
    student: ResponsePerson,
    assessment: TakingAssessment,
    /** In the student's question order. */
    answers: z.array(ScoredAnswer),
    abilities: z.object({ canGrade: z.boolean() }),
  })
  .meta({ id: 'AssessmentResponseDetail' });
export type ResponseDetail = z.infer<typeof ResponseDetail>;

// ---------------------------------------------------------------------------------------------------
// Taking

export const ReadResponseQuery = z.strictObject({
  assessmentId: AssessmentId,
  /** The student whose response to read; a student may omit it (their own). Teachers must send it. */
  createdBy: z.string().trim().min(1).max(100).optional(),
});

export const readResponseRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/read',
  summary:
    "A student's own attempt (started on first read: the clock starts, the order is fixed; never the key), or for a teacher the response of student createdBy with answers, key and scores",
  tags: ['assessment responses'],
  access: access.signedIn,
  query: ReadResponseQuery,
  response: envelope(z.discriminatedUnion('view', [TakingView, ResponseDetail])),
});

export const SaveAnswerBody = z.strictObject({
  assessmentResponseId: AssessmentResponseId,
  questionId: QuestionIdField,
  answer: AnswerValue,
});
export type SaveAnswerBody = z.input<typeof SaveAnswerBody>;

export const saveAnswerRoute = defineRoute({
  method: 'POST',
  path: '/api/questionResponse/save',
  summary:
    'Save one answer as it is given (the student, while in progress, until the deadline plus 30 s); saving again replaces it',
  tags: ['assessment responses'],
  access: access.roles('learner'),
  body: SaveAnswerBody,
  response: envelope(SavedAnswer.extend({ savedAt: z.string() })),
});

export const SubmitBody = z.strictObject({ assessmentResponseId: AssessmentResponseId });

export const submitResponseRoute = defineRoute({
  method: 'POST',
  path: '/api/assessmentResponse/submit',
  summary:
    "Submit one's attempt, once; objective questions are scored at once ('All Questions must be answered' when required). Accepted after the deadline, marked late",
  tags: ['assessment responses'],
  access: access.roles('learner'),
  body: SubmitBody,
  response: envelope(ResponseSummary),
});

export const MY_ASSESSMENT_STATES = ['DUE', 'OVERDUE', 'IN_PROGRESS', 'DONE'] as const;
export const MyAssessmentState = z.enum(MY_ASSESSMENT_STATES);
export type MyAssessmentState = z.infer<typeof MyAssessmentState>;

export const MyAssessment = z
  .object({
    assessmentId: z.string(),
    name: z.string(),
    classId: z.string(),
    className: z.string(),
    category: z.string(),
    /** The teacher's instructions, shown before Start. */
    description: z.string(),
    dueOn: z.string().nullable(),
    timeLimit: z.number(),
    questionCount: z.number().int(),
    /** DUE: not started, not past dueOn; OVERDUE: past dueOn and not submitted; DONE: submitted. */
    state: MyAssessmentState,
    assessmentResponseId: z.string().nullable(),
    startedAt: z.string().nullable(),
    submittedAt: z.string().nullable(),
    resultsReleased: z.boolean(),
    /** Only once results are released. */
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
  })
  .meta({ id: 'MyAssessment' });
export type MyAssessment = z.infer<typeof MyAssessment>;

export const myAssessmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/my-assessments',
  summary:
    "The caller's published, assigned assessments (of one class, or all their classes), soonest due first, with DUE, OVERDUE, IN_PROGRESS or DONE",
  tags: ['assessment responses'],
  access: access.roles('learner'),
  query: z.strictObject({ classId: ClassId.optional() }),
  response: envelope(z.object({ items: z.array(MyAssessment) })),
});

// ---------------------------------------------------------------------------------------------------
// Grading (teachers of the class and the institute's admins)

/** An assessment with submitted responses that still wait for a teacher's grade. */
export const ToGradeItem = z
  .object({
    assessmentId: z.string(),
    name: z.string(),
    classId: z.string(),
    className: z.string(),
    category: z.string(),
    /** Submitted responses with an answer still to grade. */
    waitingCount: z.number().int(),
    oldestSubmittedAt: z.string(),
  })
  .meta({ id: 'ToGradeItem' });
export type ToGradeItem = z.infer<typeof ToGradeItem>;

export const TO_GRADE_LIMIT = 20;

export const toGradeRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/to-grade',
  summary:
    "Assessments with submitted responses waiting for a grade, in the classes the caller teaches (an admin: the institute's), longest waiting first, at most 20",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({}),
  response: envelope(z.object({ items: z.array(ToGradeItem) })),
});

export const UpdateQuestionScoreBody = z.strictObject({
  assessmentResponseId: AssessmentResponseId,
  questionId: QuestionIdField,
  score: Score,
});

export const updateQuestionScoreRoute = defineRoute({
  method: 'POST',
  path: '/api/questionResponse/updateScore',
  summary:
    "Score one answer of a submitted response (0 to the question's points); when nothing waits any more the response becomes GRADED; the total is recomputed",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  body: UpdateQuestionScoreBody,
  response: envelope(ResponseSummary),
});

export const updateResponseScoreRoute = defineRoute({
  method: 'POST',
  path: '/api/assessmentResponse/updateScore',
  summary: "Override a submitted response's total score (0 to its maximum); a later per-question score recomputes it",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ assessmentResponseId: AssessmentResponseId, score: Score }),
  response: envelope(ResponseSummary),
});

export const updateResponseStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/assessmentResponse/updateStatus',
  summary:
    'Set a response status: GRADED or SUBMITTED (only a submitted response), or IN_PROGRESS to reopen it for the student',
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({
    assessmentResponseId: AssessmentResponseId,
    status: z.enum(RESPONSE_STATUSES, {
      error: (issue) => (issue.input === undefined ? provideMessage('status') : RESPONSE_MESSAGES.invalidStatus),
    }),
  }),
  response: envelope(ResponseSummary),
});

/** Everything but assessmentResponseId is the report, stored as given (at most 100 000 characters of JSON). */
export const ReportBody = z.looseObject({ assessmentResponseId: AssessmentResponseId });
export const REPORT_MAX_CHARS = 100_000;

export const generateReportRoute = defineRoute({
  method: 'POST',
  path: '/api/assessmentResponse/generate-report',
  summary:
    "Store a report on a submitted response: the payload's fields (all but assessmentResponseId) with the score, percentage and Bloom summary at this moment",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  body: ReportBody,
  response: envelope(ResponseSummary),
});

export const updateReportRoute = defineRoute({
  method: 'POST',
  path: '/api/assessmentResponse/update-report',
  summary: "Change a stored report: the payload's fields replace the report's fields of the same name",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  body: ReportBody,
  response: envelope(ResponseSummary),
});

export const ResponseRosterRow = z.object({
  student: ResponsePerson,
  assessmentResponseId: z.string().nullable(),
  status: ResponseRosterStatus,
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  score: z.number().nullable(),
  maxScore: z.number(),
  /** Of the graded points, as in ResponseSummary. */
  percentage: z.number().nullable(),
  waitingCount: z.number().int(),
  pendingScore: z.number(),
});
export type ResponseRosterRow = z.infer<typeof ResponseRosterRow>;

export const fetchResponsesRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/fetch',
  summary:
    'Every student the assessment is assigned to, with their response status, score and times (NOT_STARTED for those who have not opened it)',
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ assessmentId: AssessmentId }),
  response: envelope(z.object({ assessmentId: z.string(), maxScore: z.number(), rows: z.array(ResponseRosterRow) })),
});

export const responseResultRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/result',
  summary:
    "One response's result: per question the answer, score, points, right or not and the key. Teachers always; the student only once results are released (403 before)",
  tags: ['assessment responses'],
  access: access.signedIn,
  query: z.strictObject({ assessmentResponseId: AssessmentResponseId }),
  response: envelope(ResponseDetail),
});

// ---------------------------------------------------------------------------------------------------
// Results and reports

export const OptionTally = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable().optional(),
  correct: z.boolean(),
  /** How many submitted responses chose it. */
  chosen: z.number().int(),
});

export const QuestionAnalysis = z.object({
  questionId: z.string(),
  position: z.number().int(),
  type: QuestionType,
  description: z.string(),
  points: z.number(),
  bloomLevel: BloomLevel.nullable(),
  /** Submitted responses that answered it. */
  answered: z.number().int(),
  /** Scored full points. */
  correctCount: z.number().int(),
  /** Still waiting for the teacher. */
  waitingCount: z.number().int(),
  /** Mean score over the submitted responses where it is graded (pending answers left out). */
  averageScore: z.number(),
  /** Choice types only; empty otherwise. */
  options: z.array(OptionTally),
});
export type QuestionAnalysis = z.infer<typeof QuestionAnalysis>;

export const AssessmentResult = z
  .object({
    assessmentId: z.string(),
    /** SUBMITTED or GRADED responses. */
    submittedResponses: z.number().int(),
    /** Students the assessment is assigned to. */
    totalResponses: z.number().int(),
    /** submittedResponses / totalResponses, in percent (0-100, two decimals). */
    responseRate: z.number(),
    /** Mean of submittedAt − startedAt over submitted responses, in seconds. */
    averageCompletionTime: z.number(),
    /** Mean of each submitted response's percentage of its graded points (none graded yet: left out). */
    averagePercentage: z.number(),
    /** Share of objective answers (not waiting for a teacher) scored full points, in percent. */
    averageAccuracy: z.number(),
    maxScore: z.number(),
    questions: z.array(QuestionAnalysis),
  })
  .meta({ id: 'AssessmentResult' });
export type AssessmentResult = z.infer<typeof AssessmentResult>;

export const assessmentResultRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/result',
  summary:
    "An assessment's result summary (submittedResponses, totalResponses, responseRate, averageCompletionTime, averagePercentage, averageAccuracy) and per-question analysis",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ assessmentId: AssessmentId }),
  response: envelope(AssessmentResult),
});

export const assessmentResultCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/result/csv',
  summary:
    'The results as CSV: a row per assigned student (name, email, status, started, submitted, score, max, percentage) and a column per question',
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ assessmentId: AssessmentId }),
  response: z.unknown().meta({ description: 'text/csv' }),
  media: { produces: ['text/csv'] },
});

/**
 * One row of the Bloom report per level, A to F in the spec's order (BLOOM_REPORT_LETTERS), then
 * Uncategorised (level and letter null) when some questions have no level. All six levels are always
 * listed; questionCount 0 marks a level the assessment does not test.
 */
export const BloomRow = z.object({
  level: BloomLevel.nullable(),
  letter: z.string().nullable(),
  label: z.string(),
  questionCount: z.number().int(),
  /** Graded answers only: a pending answer is in neither until the teacher scores it. */
  scoreAchieved: z.number(),
  totalScore: z.number(),
  /** Answers at this level still waiting for the teacher. */
  pendingCount: z.number().int(),
});
export const TaxonomyAverage = z.object({
  level: BloomLevel.nullable(),
  letter: z.string().nullable(),
  label: z.string(),
  /** scoreAchieved / totalScore in percent: the student's (one response) or the class's pooled (class). */
  achieved: z.number(),
  /**
   * Mean over the class's submitted responses of each one's percentage of its graded points at this
   * level; null while every answer at this level waits for the teacher.
   */
  averagePercentage: z.number().nullable(),
});
export const BloomReport = z
  .object({
    /** Responses counted (1 for a student's report). */
    responses: z.number().int(),
    blooms: z.array(BloomRow),
    taxonomyaverages: z.array(TaxonomyAverage),
    /** All levels together: scoreAchieved / totalScore in percent (graded answers only). */
    achievedPercentage: z.number(),
    /** Answers still waiting for the teacher, all levels together. */
    pendingCount: z.number().int(),
  })
  .meta({ id: 'BloomReport' });
export type BloomReport = z.infer<typeof BloomReport>;

export const assessmentBloomReportRoute = defineRoute({
  method: 'GET',
  path: '/api/assessment/bloom-report',
  summary: "The class's Bloom's taxonomy report over submitted responses (teachers)",
  tags: ['assessment responses'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ assessmentId: AssessmentId }),
  response: envelope(BloomReport),
});

export const responseBloomReportRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/bloom-report',
  summary:
    "One student's Bloom's taxonomy report, with the class averages beside it (teachers; the student once results are released)",
  tags: ['assessment responses'],
  access: access.signedIn,
  query: z.strictObject({ assessmentResponseId: AssessmentResponseId }),
  response: envelope(BloomReport),
});

export const responseReportPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/assessmentResponse/report-pdf',
  summary:
    "A student's report as PDF: name, assessment, score, Bloom table and per-question results (teachers; the student once released)",
  tags: ['assessment responses'],
  access: access.signedIn,
  query: z.strictObject({ assessmentResponseId: AssessmentResponseId }),
  response: z.unknown().meta({ description: 'application/pdf' }),
  media: { produces: ['application/pdf'] },
});
