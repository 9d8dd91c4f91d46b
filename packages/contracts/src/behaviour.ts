import { z } from 'zod';
import { access } from './access';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** Texts that server, web and tests share. */
export const BEHAVIOUR_MESSAGES = defineMessages('behaviour', {
  given: 'Feedback given',
  givenToClass: 'Feedback given to the class',
  notInClass: '1 or more students are not a part of the class',
  noStudents: 'The class has no students yet',
  teacherMismatch: 'teacherId must be the signed-in teacher',
  studentNotFound: 'Student not found',
  points: `behaviorPoints must be a whole number from -10 to 10`,
  remarksTooLong: 'remarks must be at most 500 characters',
  noMarkup: 'remarks must not contain < or >',
  retention: 'retentionDays must be a whole number from 30 to 3650, or null to keep records forever',
  settingsSaved: 'Behaviour settings saved',
  badTimeZone: 'Invalid timeZone',
} as const);

export const BEHAVIOUR_POINTS_MIN = -10;
export const BEHAVIOUR_POINTS_MAX = 10;
export const REMARKS_MAX_LENGTH = 500;

/** Points may be negative (needs work), zero (a plain note) or positive. */
export const BehaviorPoints = z
  .number({
    error: (issue) => (issue.input === undefined ? provideMessage('behaviorPoints') : BEHAVIOUR_MESSAGES.points),
  })
  .int({ error: BEHAVIOUR_MESSAGES.points })
  .min(BEHAVIOUR_POINTS_MIN, { error: BEHAVIOUR_MESSAGES.points })
  .max(BEHAVIOUR_POINTS_MAX, { error: BEHAVIOUR_MESSAGES.points });

/** A note; may be empty when points say enough, never markup. */
export const Remarks = z
  .string({ error: provideMessage('remarks') })
  .trim()
  .max(REMARKS_MAX_LENGTH, { error: BEHAVIOUR_MESSAGES.remarksTooLong })
  .regex(/^[^<>]*$/, { error: BEHAVIOUR_MESSAGES.noMarkup });

/** An IANA zone (the browser's), to group points by the user's own days. */
export const TimeZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: BEHAVIOUR_MESSAGES.badTimeZone },
  );

/** Remarks a teacher picks from; the web translates them by key and sends the English text. */
export const REMARK_PRESETS = [
  { key: 'helpingOthers', remarks: 'Helping others', behaviorPoints: 1 },
  { key: 'onTask', remarks: 'On task', behaviorPoints: 1 },
  { key: 'participating', remarks: 'Participating', behaviorPoints: 1 },
  { key: 'teamwork', remarks: 'Teamwork', behaviorPoints: 1 },
  { key: 'hardWork', remarks: 'Working hard', behaviorPoints: 2 },
  { key: 'offTask', remarks: 'Off task', behaviorPoints: -1 },
  { key: 'unprepared', remarks: 'Unprepared', behaviorPoints: -1 },
  { key: 'disrespect', remarks: 'Disrespectful', behaviorPoints: -2 },
] as const;

export const RemarkPreset = z.object({ key: z.string(), remarks: z.string(), behaviorPoints: z.number().int() });

export const PersonRef = z.object({ id: z.string(), first_name: z.string(), last_name: z.string().nullable() });

/** One piece of feedback: private to the student, their class's teachers and the institute's admins. */
export const BehaviourEntry = z
  .object({
    id: z.string(),
    classId: z.string(),
    studentId: z.string(),
    student: PersonRef.nullable(),
    teacher: PersonRef.nullable(),
    remarks: z.string(),
    behaviorPoints: z.number().int(),
    /** Given to several students at once (the whole class or a chosen group). */
    batchId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BehaviourEntry' });
export type BehaviourEntry = z.infer<typeof BehaviourEntry>;

export const GiveClassFeedbackBody = z.strictObject({
  teacherId: EntityId.optional(),
  remarks: Remarks,
  behaviorPoints: BehaviorPoints,
  /** Chosen students; the whole class when omitted. */
  studentIds: z
    .array(EntityId)
    .min(1, { error: provideMessage('studentIds') })
    .max(500)
    .optional(),
});
export type GiveClassFeedbackBody = z.input<typeof GiveClassFeedbackBody>;

export const ClassFeedbackResult = z.object({
  classId: z.string(),
  count: z.number().int(),
  entries: z.array(BehaviourEntry),
});

export const giveClassFeedbackRoute = defineRoute({
  method: 'POST',
  path: '/api/behavior/class/:id',
  summary:
    'Give the same feedback to a whole class, or to the chosen studentIds (its teachers and the admins); teacherId, when sent, must be the caller',
  tags: ['behaviour'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ id: ClassId }),
  body: GiveClassFeedbackBody,
  response: envelope(ClassFeedbackResult),
});

export const GiveFeedbackBody = z.strictObject({
  studentId: EntityId,
  classId: ClassId,
  teacherId: EntityId.optional(),
  remarks: Remarks,
  behaviorPoints: BehaviorPoints,
});
export type GiveFeedbackBody = z.input<typeof GiveFeedbackBody>;

export const giveFeedbackRoute = defineRoute({
  method: 'POST',
  path: '/api/behavior',
  summary: 'Give one student feedback in a class: remarks and behaviorPoints from -10 to 10 (0 is a plain note)',
  tags: ['behaviour'],
  access: access.roles('admin', 'instructor'),
  body: GiveFeedbackBody,
  response: envelope(BehaviourEntry),
});

export const StudentPoints = z.object({
  studentId: z.string(),
  student: PersonRef,
  totalPoints: z.number().int(),
  positive: z.number().int(),
  needsWork: z.number().int(),
  entries: z.number().int(),
});
export type StudentPoints = z.infer<typeof StudentPoints>;

export const RemarksList = z
  .object({
    classId: z.string(),
    presets: z.array(RemarkPreset),
    /** Newest first: every student's for those who teach the class, one's own for a student. */
    entries: z.array(BehaviourEntry),
    total: z.number().int(),
    /** Per student (a student sees only their own row). */
    students: z.array(StudentPoints),
    /** Days a record is kept; null: forever. */
    retentionDays: z.number().int().nullable(),
    abilities: z.object({ canGive: z.boolean() }),
  })
  .meta({ id: 'RemarksList' });
export type RemarksList = z.infer<typeof RemarksList>;

export const PageQuery = {
  skip: z.coerce
    .number({ error: 'Invalid skip' })
    .int({ error: 'Invalid skip' })
    .min(0, { error: 'Invalid skip' })
    .default(0),
  limit: z.coerce
    .number({ error: 'Invalid limit' })
    .int({ error: 'Invalid limit' })
    .min(1, { error: 'Invalid limit' })
    .max(100, { error: 'Invalid limit' })
    .default(20),
};

export const remarksListRoute = defineRoute({
  method: 'GET',
  path: '/api/behavior/remarks-list',
  summary:
    "A class's remark presets, its feedback newest first (paginated by skip and limit) and points per student; a student gets only their own",
  tags: ['behaviour'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, ...PageQuery }),
  response: envelope(RemarksList),
});

export const BehaviourData = z
  .object({
    classId: z.string(),
    className: z.string(),
    student: PersonRef,
    totalPoints: z.number().int(),
    positive: z.number().int(),
    needsWork: z.number().int(),
    /** Points per day (in timeZone) with the running total, oldest first. */
    series: z.array(z.object({ day: z.string(), points: z.number().int(), cumulative: z.number().int() })),
    entries: z.array(BehaviourEntry),
    retentionDays: z.number().int().nullable(),
  })
  .meta({ id: 'BehaviourData' });
export type BehaviourData = z.infer<typeof BehaviourData>;

export const behaviourDataRoute = defineRoute({
  method: 'GET',
  path: '/api/student/class/behavior-data',
  summary:
    "One student's behaviour in a class over time (the student themself, the class's teachers and the admins); days in timeZone (default UTC)",
  tags: ['behaviour'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, studentId: EntityId.optional(), timeZone: TimeZoneName.optional() }),
  response: envelope(BehaviourData),
});

export const BehaviourSettings = z.object({
  /** Records older than this many days are removed; null keeps them forever. */
  retentionDays: z.number().int().nullable(),
  abilities: z.object({ canEdit: z.boolean() }),
});
export type BehaviourSettings = z.infer<typeof BehaviourSettings>;

export const BEHAVIOUR_RETENTION_MIN_DAYS = 30;
export const BEHAVIOUR_RETENTION_MAX_DAYS = 3650;

export const behaviourSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/behavior/settings',
  summary: "The active institute's behaviour settings: how long records are kept (its teachers and admins)",
  tags: ['behaviour'],
  access: access.roles('admin', 'instructor'),
  response: envelope(BehaviourSettings),
});

export const updateBehaviourSettingsRoute = defineRoute({
  method: 'POST',
  path: '/api/behavior/settings',
  summary:
    'Set how long behaviour records are kept (admins): 30 to 3650 days, or null for ever; older records are removed at once',
  tags: ['behaviour'],
  access: access.roles('admin'),
  body: z.strictObject({
    retentionDays: z
      .number({ error: BEHAVIOUR_MESSAGES.retention })
      .int({ error: BEHAVIOUR_MESSAGES.retention })
      .min(BEHAVIOUR_RETENTION_MIN_DAYS, { error: BEHAVIOUR_MESSAGES.retention })
      .max(BEHAVIOUR_RETENTION_MAX_DAYS, { error: BEHAVIOUR_MESSAGES.retention })
      .nullable(),
  }),
  response: envelope(BehaviourSettings),
});
