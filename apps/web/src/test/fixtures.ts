import {
  type AssessmentDetail,
  type AssigneeRow,
  type BehaviourEntry,
  type ClassMember,
  type ClassSummary,
  type DailyLogDay,
  type DailyLogs,
  type InstituteListItem,
  type LicenseDetails,
  type MyAssessment,
  type Occurrence,
  type Profile,
  type RemarksList,
  type Role,
  type TakingView,
  type ToGradeItem,
  instituteListRoute,
  isSessionActiveRoute,
  licenseDetailsRoute,
  newMessagesCountRoute,
  getPairDeviceStatusRoute,
  teacherInfoRoute,
} from '@bright/contracts';
import { HttpResponse, http } from 'msw';
import { reply } from './api-mock';

/** Builders of contract-typed answers; each test overrides only what it is about. */
export const buildProfile = (roles: Role[], overrides: Partial<Profile> = {}): Profile => ({
  userId: 'u-1',
  kneuraId: 'k-1',
  email: 'asha@demo.test',
  first_name: 'Asha',
  last_name: 'Rao',
  contactNumber: null,
  profilePictureUrl: null,
  language: 'en',
  teacherCategory: null,
  emailVerified: true,
  roles,
  instituteName: 'Demo School',
  abilities: { canSetTeacherCategory: !roles.includes('learner') },
  ...overrides,
});

export const buildInstitute = (roles: Role[]): InstituteListItem => ({
  instituteId: 'i-1',
  instituteKneuraId: 'ik-1',
  name: 'Demo School',
  roles,
  isDefault: true,
  isCurrent: true,
});

export const buildClass = (overrides: Partial<ClassSummary> = {}): ClassSummary => ({
  classId: 'c-1',
  name: 'Class 6A',
  instituteId: 'i-1',
  relation: 'instructor',
  studentCount: 2,
  teachers: [{ id: 'u-1', first_name: 'Asha', last_name: 'Rao' }],
  joinCode: 'JOIN42',
  createdAt: '2026-01-05T09:00:00.000Z',
  abilities: { canTeach: true, canManage: true },
  ...overrides,
});

export const buildMember = (id: string, firstName: string, type: ClassMember['type'] = 'learner'): ClassMember => ({
  id,
  kneuraId: `k-${id}`,
  email: `${firstName.toLowerCase()}@demo.test`,
  first_name: firstName,
  last_name: null,
  type,
  joinedAt: '2026-01-05T09:00:00.000Z',
  registered: true,
  guardianName: null,
  guardianContactNumber: null,
});

export const buildLicenceDetails = (overrides: Partial<LicenseDetails> = {}): LicenseDetails => ({
  licenseId: 'l-1',
  instituteId: 'i-1',
  instituteKneuraId: 'ik-1',
  featureSet: 'FULL',
  isActive: true,
  isTrialUsed: false,
  trialValidTill: null,
  isUsable: true,
  accountType: null,
  plan: null,
  landing: 'create',
  features: [],
  limits: [],
  abilities: {
    isAdmin: false,
    canActivateTrial: false,
    canUpgrade: false,
    canContactSales: false,
    canTopUp: false,
    canSeeUsage: false,
    canRedeemCoupon: false,
  },
  ...overrides,
});

export const buildOccurrence = (overrides: Partial<Occurrence> = {}): Occurrence => ({
  occurrenceId: 'o-1',
  scheduleId: 's-1',
  classId: 'c-1',
  className: 'Class 6A',
  title: 'Maths',
  start: '2026-01-05T09:00:00.000Z',
  end: '2026-01-05T10:00:00.000Z',
  meetingLink: null,
  recurring: true,
  ...overrides,
});

export const buildToGradeItem = (overrides: Partial<ToGradeItem> = {}): ToGradeItem => ({
  assessmentId: 'a-1',
  name: 'Fractions quiz',
  classId: 'c-1',
  className: 'Class 6A',
  category: 'Test',
  waitingCount: 3,
  oldestSubmittedAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const buildDailyLogDay = (overrides: Partial<DailyLogDay> = {}): DailyLogDay => ({
  date: '2026-01-05',
  classes: [
    {
      classId: 'c-1',
      className: 'Class 6A',
      attendanceTaken: 1,
      counts: { PRESENT: 2, ABSENT: 0, LATE: 0, EXCUSED: 0 },
      lastTakenAt: '2026-01-05T09:05:00.000Z',
      feedbackGiven: 2,
    },
  ],
  attendanceTaken: 1,
  feedbackGiven: 2,
  ...overrides,
});

export const buildDailyLogs = (days: DailyLogDay[]): DailyLogs => ({
  teacher: { id: 'u-1', first_name: 'Asha', last_name: 'Rao' },
  timeZone: 'UTC',
  days,
  classCount: 1,
});

export const buildMyAssessment = (overrides: Partial<MyAssessment> = {}): MyAssessment => ({
  assessmentId: 'a-1',
  name: 'Fractions quiz',
  classId: 'c-1',
  className: 'Class 6A',
  category: 'Test',
  description: '',
  dueOn: null,
  timeLimit: 0,
  questionCount: 1,
  state: 'DUE',
  assessmentResponseId: null,
  startedAt: null,
  submittedAt: null,
  resultsReleased: false,
  score: null,
  maxScore: null,
  ...overrides,
});

export const buildAssignee = (id: string, firstName: string, assigned = false): AssigneeRow => ({
  id,
  first_name: firstName,
  last_name: null,
  email: `${firstName.toLowerCase()}@demo.test`,
  assigned,
  extraMinutes: 0,
});

/** A draft as its teacher reads it in the editor. */
export const buildAssessmentDetail = (
  students: AssigneeRow[],
  overrides: Partial<AssessmentDetail> = {},
): AssessmentDetail => ({
  id: 'a-1',
  instituteId: 'i-1',
  classId: 'c-1',
  className: 'Class 6A',
  name: 'Fractions quiz',
  type: 'MCQ',
  category: 'TEST',
  status: 'Unpublished',
  published: false,
  createdBy: 'u-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  publishedAt: null,
  settings: {
    description: '',
    dueOn: null,
    timeLimit: 1,
    shuffleQuestions: false,
    shuffleAnswerOptions: false,
    requireAllAnswered: false,
    theme: null,
    scoringGuide: null,
    totalScore: null,
    resultsReleased: false,
  },
  assignedToAll: true,
  assignees: { assessmentId: 'a-1', assignedToAll: true, assignedCount: students.length, students },
  stats: { questionCount: 3, totalPoints: 3, assignedCount: students.length, startedCount: 0, submittedCount: 0 },
  abilities: { canEdit: true, canTake: false },
  ...overrides,
});

export const buildBehaviourEntry = (overrides: Partial<BehaviourEntry> = {}): BehaviourEntry => ({
  id: 'b-1',
  classId: 'c-1',
  studentId: 'u-1',
  student: { id: 'u-1', first_name: 'Asha', last_name: 'Rao' },
  teacher: { id: 'u-2', first_name: 'Ravi', last_name: 'Kumar' },
  remarks: 'Helped a classmate',
  behaviorPoints: 1,
  batchId: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const buildRemarksList = (classId: string, entries: BehaviourEntry[]): RemarksList => ({
  classId,
  presets: [],
  entries,
  total: entries.length,
  students: [],
  retentionDays: null,
  abilities: { canGive: false },
});

/** A student's attempt in progress, as the first read (which starts it) returns it. */
export const buildAttempt = (overrides: Partial<TakingView['assessment']> = {}): TakingView => ({
  view: 'student',
  response: {
    assessmentResponseId: 'r-1',
    assessmentId: 'a-1',
    studentId: 'u-1',
    status: 'IN_PROGRESS',
    startedAt: new Date().toISOString(),
    deadline: null,
    submittedAt: null,
    late: false,
    score: null,
    maxScore: null,
    percentage: null,
    waitingCount: null,
    pendingScore: null,
    report: null,
  },
  assessment: {
    assessmentId: 'a-1',
    classId: 'c-1',
    className: 'Class 6A',
    name: 'Fractions quiz',
    description: '',
    timeLimit: 0,
    requireAllAnswered: false,
    dueOn: null,
    resultsReleased: false,
    questionCount: 1,
    maxScore: 1,
    ...overrides,
  },
  questions: [
    {
      id: 'q-1',
      assessmentId: 'a-1',
      position: 0,
      type: 'MCQ',
      description: 'What is half of 1/2?',
      points: 1,
      options: [
        { id: 'o-1', title: '1/4' },
        { id: 'o-2', title: '1' },
      ],
      matchChoices: [],
      blankCount: 0,
      image: null,
      files: [],
      topicId: null,
      topicName: null,
    },
  ],
  answers: [],
  serverTime: new Date().toISOString(),
});

/** What the signed-in layout reads on every page: the profile, the institutes, the session and licence. */
export const shellMocks = (roles: Role[]) => [
  reply(teacherInfoRoute, buildProfile(roles)),
  reply(instituteListRoute, [buildInstitute(roles)]),
  reply(isSessionActiveRoute, { userId: 'u-1', instituteId: 'i-1', roles, expiresAt: '2099-01-01T00:00:00.000Z' }),
  reply(licenseDetailsRoute, buildLicenceDetails()),
  reply(newMessagesCountRoute, { newMessagesCount: 0 }),
  // A teacher's bar reads the paired display at start (SPEC §4): none.
  reply(getPairDeviceStatusRoute, null),
  // The bell's live connection: a page test has no socket server, so it stays offline (and retries later).
  http.all('*/socket.io/*', () => HttpResponse.error()),
];
