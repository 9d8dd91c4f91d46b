import { z } from 'zod';
import { access } from './access';
import { AttendanceRange } from './attendance';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { defineMessages } from './message-catalogue';
import { EntityId } from './people';
import { defineRoute } from './route';

/**
 * Insights (SPEC §2 Insights, Learning Path; §7 insights and CBMS hosts). Proficiency is earned over
 * possible points of graded answers, pooled over the submitted responses in the range, exactly as the
 * Bloom report pools them (an answer waiting for the teacher counts nowhere until graded).
 */
export const INSIGHTS_MESSAGES = defineMessages('insights', {
  endBeforeStart: 'endDate must not be before startDate',
  rangeTooLong: 'The range can be at most 5 years',
  invalidDate: 'Invalid date',
  studentNotInClass: 'Student is not a part of the class',
  studentNotFound: 'Student not found',
  sessionNotFound: 'Study session not found',
  sessionEnded: 'Study session already ended',
  noTopics: 'Please provide: topicIds',
  noPracticeQuestions: 'No curated questions for these topics',
  practiceAssigned: 'Practice assessment assigned',
} as const);

/** Below this percentage a topic or Bloom level needs attention and enters the learning path. */
export const PROFICIENCY_THRESHOLD = 60;
export const MAX_RANGE_YEARS = 5;
/** Without a range or dates: the last 365 days. */
export const DEFAULT_RANGE_DAYS = 365;
export const PRACTICE_QUESTIONS_PER_TOPIC = 3;

const IsoDate = z
  .string({ error: INSIGHTS_MESSAGES.invalidDate })
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: INSIGHTS_MESSAGES.invalidDate });

const requiredId = (field: string) =>
  z
    .string({ error: provideMessage(field) })
    .trim()
    .min(1, provideMessage(field))
    .max(100);

/** A §9 log range, or explicit ISO dates (the browser sends its own day bounds). */
export const InsightsRangeQuery = z.strictObject({
  classId: requiredId('classId'),
  range: AttendanceRange.optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
});
export type InsightsRangeQuery = z.input<typeof InsightsRangeQuery>;

export const StudentRangeQuery = InsightsRangeQuery.extend({ studentId: requiredId('studentId') });
export type StudentRangeQuery = z.input<typeof StudentRangeQuery>;

export const Proficiency = z.object({
  /** Bloom level (REMEMBER..., or UNCATEGORISED) or topic key (topic id, else `name:<topic name>`). */
  key: z.string(),
  label: z.string(),
  /** The §9 report letter of a Bloom level, null for Uncategorised and topics. */
  letter: z.string().nullable(),
  topicId: z.string().nullable(),
  earned: z.number(),
  possible: z.number(),
  /** earned / possible in percent (2 decimals); null when nothing is graded yet. */
  percentage: z.number().nullable(),
  pendingCount: z.number().int(),
  questionCount: z.number().int(),
});
export type Proficiency = z.infer<typeof Proficiency>;

export const InsightsPerson = z.object({ id: z.string(), first_name: z.string(), last_name: z.string().nullable() });
export type InsightsPerson = z.infer<typeof InsightsPerson>;

export const AppliedRange = z.object({ startDate: z.string(), endDate: z.string() });

export const AttentionReason = z.enum([
  'LOW_SCORE',
  'WEAK_TOPIC',
  'LOW_ATTENDANCE',
  'NEGATIVE_BEHAVIOUR',
  'MISSING_WORK',
]);
export type AttentionReason = z.infer<typeof AttentionReason>;

export const StudentPerformance = z.object({
  student: InsightsPerson,
  /** Mean of the student's response percentages (score over max score) in the range. */
  averagePercentage: z.number().nullable(),
  submitted: z.number().int(),
  assigned: z.number().int(),
  attendanceRate: z.number().nullable(),
  behaviourPoints: z.number().int(),
  badges: z.number().int(),
  blooms: z.array(Proficiency),
  weakTopics: z.array(z.string()),
  reasons: z.array(AttentionReason),
});
export type StudentPerformance = z.infer<typeof StudentPerformance>;

export const TrendPoint = z.object({
  week: z.string(),
  averagePercentage: z.number().nullable(),
  responses: z.number().int(),
});

export const ClassInsights = z
  .object({
    classId: z.string(),
    className: z.string(),
    range: AppliedRange,
    studentCount: z.number().int(),
    averagePercentage: z.number().nullable(),
    /** Submitted responses over responses expected (each assessment published in the range × its students). */
    responseRate: z.number().nullable(),
    attendanceRate: z.number().nullable(),
    behaviour: z.object({ positive: z.number().int(), negative: z.number().int(), balance: z.number().int() }),
    blooms: z.array(Proficiency),
    topics: z.array(Proficiency),
    trend: z.array(TrendPoint),
    attention: z.array(
      z.object({ student: InsightsPerson, reasons: z.array(AttentionReason), weakTopics: z.array(z.string()) }),
    ),
  })
  .meta({ id: 'ClassInsights' });
export type ClassInsights = z.infer<typeof ClassInsights>;

export const StudentsPerformance = z.object({
  classId: z.string(),
  range: AppliedRange,
  students: z.array(StudentPerformance),
});
export type StudentsPerformance = z.infer<typeof StudentsPerformance>;

/** The heat map: one row per student, one cell per class topic (null: nothing graded there). */
export const TopicsProficiency = z.object({
  classId: z.string(),
  range: AppliedRange,
  topics: z.array(Proficiency),
  students: z.array(z.object({ student: InsightsPerson, cells: z.array(Proficiency.nullable()) })),
});
export type TopicsProficiency = z.infer<typeof TopicsProficiency>;

export const ClassStudents = z.object({
  classId: z.string(),
  students: z.array(z.object({ student: InsightsPerson, email: z.string().nullable() })),
});
export type ClassStudents = z.infer<typeof ClassStudents>;

export const ScorePoint = z.object({
  assessmentId: z.string(),
  assessmentName: z.string(),
  submittedAt: z.string(),
  percentage: z.number().nullable(),
});

export const StudentProfile = z
  .object({
    classId: z.string(),
    className: z.string(),
    range: AppliedRange,
    student: InsightsPerson,
    scores: z.array(ScorePoint),
    blooms: z.array(Proficiency),
    topics: z.array(Proficiency),
    attendance: z.object({
      present: z.number().int(),
      absent: z.number().int(),
      late: z.number().int(),
      excused: z.number().int(),
      rate: z.number().nullable(),
    }),
    behaviour: z.object({
      positive: z.number().int(),
      negative: z.number().int(),
      balance: z.number().int(),
      recent: z.array(z.object({ remarks: z.string(), points: z.number().int(), createdAt: z.string() })),
    }),
    badges: z.array(z.object({ badgeType: z.string(), count: z.number().int() })),
    studyMinutes: z.number(),
  })
  .meta({ id: 'InsightsStudentProfile' });
export type StudentProfile = z.infer<typeof StudentProfile>;

const routeBase = { tags: ['insights'] };
const staffOrStudent = access.roles('admin', 'instructor', 'learner');
const staff = access.roles('admin', 'instructor');

export const classInsightsRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class',
  summary:
    "A class's summary for a range: scores, response rate, attendance rate, behaviour balance, Bloom and topic proficiency, weekly trend, students who need attention",
  access: staff,
  query: InsightsRangeQuery,
  response: envelope(ClassInsights),
});

export const studentsPerformanceRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/students-performance',
  summary:
    "Each student's average, submissions, attendance, behaviour, badges, Bloom proficiency and reasons for attention",
  access: staff,
  query: InsightsRangeQuery,
  response: envelope(StudentsPerformance),
});

export const topicsProficiencyRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/topics-proficiency',
  summary: "The class's proficiency per topic, and each student's (the heat map)",
  access: staff,
  query: InsightsRangeQuery,
  response: envelope(TopicsProficiency),
});

export const classStudentsRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/students',
  summary: "The class's students, for choosing whose profile to open",
  access: staff,
  query: z.strictObject({ classId: requiredId('classId') }),
  response: envelope(ClassStudents),
});

export const studentTopicsProficiencyRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/student-topics-proficiency',
  summary:
    "One student's profile in a class: scores over time, topic and Bloom proficiency, attendance, behaviour, badges (a staff read is logged)",
  access: staffOrStudent,
  query: StudentRangeQuery,
  response: envelope(StudentProfile),
});

export const classInsightsPdfRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/pdf',
  summary:
    "The class's insights as PDF: summary figures, Bloom and topic proficiency, who needs attention and why, each student's figures",
  access: staff,
  query: InsightsRangeQuery,
  response: z.unknown().meta({ description: 'application/pdf' }),
  media: { produces: ['application/pdf'] },
});

export const studentProfilePdfRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/class/student-pdf',
  summary:
    "One student's profile as PDF: scores, Bloom and topic proficiency, attendance, behaviour, badges, study time (a staff read is logged)",
  access: staffOrStudent,
  query: StudentRangeQuery,
  response: z.unknown().meta({ description: 'application/pdf' }),
  media: { produces: ['application/pdf'] },
});

export const AccessLogEntry = z.object({
  id: z.string(),
  viewer: InsightsPerson,
  student: InsightsPerson,
  classId: z.string().nullable(),
  record: z.string(),
  createdAt: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

export const accessLogRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/access-log',
  summary: "The institute's record of disclosures (FERPA 99.32): each staff read of one student's record, newest first",
  access: access.roles('admin'),
  query: z.strictObject({
    studentId: EntityId.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: envelope(z.object({ entries: z.array(AccessLogEntry) })),
});

export const LearningTopic = z.object({
  topic: Proficiency,
  /** The curated topic the practice comes from (by id, else by name), null when none matches. */
  curatedTopicId: z.string().nullable(),
  questions: z.array(
    z.object({ id: z.string(), description: z.string(), type: z.string(), bloomLevel: z.string().nullable() }),
  ),
  videos: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type LearningTopic = z.infer<typeof LearningTopic>;

export const LearningPath = z.object({
  classId: z.string(),
  student: InsightsPerson,
  weakBlooms: z.array(Proficiency),
  topics: z.array(LearningTopic),
});
export type LearningPath = z.infer<typeof LearningPath>;

export const learningPathRoute = defineRoute({
  ...routeBase,
  method: 'GET',
  path: '/api/insights/learning-path',
  summary: "A student's next topics, weakest first, with curated questions and videos of each",
  access: staffOrStudent,
  query: StudentRangeQuery,
  response: envelope(LearningPath),
});

export const AssignPracticeBody = z.strictObject({
  classId: requiredId('classId'),
  studentId: requiredId('studentId'),
  topicIds: z.array(EntityId, { error: INSIGHTS_MESSAGES.noTopics }).min(1, INSIGHTS_MESSAGES.noTopics).max(10),
});
export type AssignPracticeBody = z.input<typeof AssignPracticeBody>;

export const assignPracticeRoute = defineRoute({
  ...routeBase,
  method: 'POST',
  path: '/api/insights/learning-path/assign',
  summary: 'Assigns the curated questions of the chosen topics to the student as a published practice assessment',
  access: staff,
  body: AssignPracticeBody,
  response: envelope(z.object({ assessmentId: z.string(), name: z.string(), questionCount: z.number().int() })),
});

// CBMS host (SPEC §7): study sessions and the class's engagement.

export const StudySession = z.object({
  sessionId: z.string(),
  classId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  seconds: z.number().int().nullable(),
});
export type StudySession = z.infer<typeof StudySession>;

/** A session left open longer than this counts this much (a closed laptop is not study). */
export const MAX_SESSION_SECONDS = 4 * 60 * 60;

export const startSessionRoute = defineRoute({
  tags: ['insights', 'cbms'],
  method: 'POST',
  path: '/api/cbms/studentAnalytics/start-session',
  summary: "Starts a student's study session in a class (time on task)",
  access: access.roles('learner'),
  body: z.strictObject({ classId: requiredId('classId') }),
  response: envelope(StudySession),
});

export const endSessionRoute = defineRoute({
  tags: ['insights', 'cbms'],
  method: 'POST',
  path: '/api/cbms/studentAnalytics/end-session',
  summary: 'Ends the study session (capped at MAX_SESSION_SECONDS)',
  access: access.roles('learner'),
  body: z.strictObject({ sessionId: requiredId('sessionId') }),
  response: envelope(StudySession),
});

export const ClassEq = z
  .object({
    classId: z.string(),
    range: AppliedRange,
    /** 0 to 100: 40% participation, 30% attendance, 30% on-time submission (README "Engagement quotient"). */
    eq: z.number().nullable(),
    participation: z.number().nullable(),
    attendance: z.number().nullable(),
    onTime: z.number().nullable(),
    students: z.array(
      z.object({
        student: InsightsPerson,
        eq: z.number().nullable(),
        participation: z.number().nullable(),
        attendance: z.number().nullable(),
        onTime: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'ClassEq' });
export type ClassEq = z.infer<typeof ClassEq>;

export const fetchClassEqRoute = defineRoute({
  tags: ['insights', 'cbms'],
  method: 'GET',
  path: '/api/cbms/fetchClassEQ',
  summary: "The class's engagement quotient and each student's: participation, attendance and on-time submission",
  access: staff,
  query: InsightsRangeQuery,
  response: envelope(ClassEq),
});

export const ClassAnalytics = z.object({
  classId: z.string(),
  range: AppliedRange,
  sessions: z.number().int(),
  totalMinutes: z.number(),
  students: z.array(
    z.object({
      student: InsightsPerson,
      sessions: z.number().int(),
      minutes: z.number(),
      lastActiveAt: z.string().nullable(),
    }),
  ),
  days: z.array(z.object({ date: z.string(), minutes: z.number(), sessions: z.number().int() })),
});
export type ClassAnalytics = z.infer<typeof ClassAnalytics>;

export const fetchClassAnalyticsRoute = defineRoute({
  tags: ['insights', 'cbms'],
  method: 'GET',
  path: '/api/cbms/fetchClassAnalytics',
  summary: "The class's study sessions: time on task per student and per day (UTC)",
  access: staff,
  query: InsightsRangeQuery,
  response: envelope(ClassAnalytics),
});
