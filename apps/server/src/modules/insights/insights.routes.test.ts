import { ASSESSMENT_STATUS, BLOOM_REPORT_LETTERS } from '@bright/contracts';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { client, expectError } from '../../../test/api-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { type TestApp, createTestApp } from '../../../test/test-app';

const FORBIDDEN = 'Not authorized to perform this action';
const CLASS = '/api/insights/class';
const PERFORMANCE = '/api/insights/class/students-performance';
const TOPICS = '/api/insights/class/topics-proficiency';
const STUDENTS = '/api/insights/class/students';
const PROFILE = '/api/insights/class/student-topics-proficiency';
const PATH = '/api/insights/learning-path';
const ASSIGN = '/api/insights/learning-path/assign';
const LOG = '/api/insights/access-log';
const CLASS_PDF = '/api/insights/class/pdf';
const STUDENT_PDF = '/api/insights/class/student-pdf';
const START = '/api/cbms/studentAnalytics/start-session';
const END = '/api/cbms/studentAnalytics/end-session';
const EQ = '/api/cbms/fetchClassEQ';
const ANALYTICS = '/api/cbms/fetchClassAnalytics';
const CLASS_ROUTES = [CLASS, PERFORMANCE, TOPICS, EQ, ANALYTICS];

/** Answers by MIXED_QUESTIONS position: right ones, and a wrong one for each. */
const RIGHT: unknown[] = [
  { selected: ['b'] },
  { selected: ['true'] },
  { selected: ['p2', 'p3', 'p5'] },
  { text: 'Light becomes sugar' },
  { number: 3.14 },
  { blanks: ['100'] },
];
const WRONG: unknown[] = [
  { selected: ['a'] },
  { selected: ['false'] },
  { selected: ['p4'] },
  { text: 'No idea' },
  { number: 9 },
  { blanks: ['12'] },
];
/** Topics by position: two curated topics by name, one by id, the rest without a topic. */
const TOPIC_NAMES = ['Fractions', 'Fractions', 'Plants', 'Plants', null, null];

interface Raw {
  student_id: string;
  points: number;
  bloom_level: string | null;
  topic_name: string | null;
  answered: boolean;
  final: number | null;
}

describe('insights routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let assessmentId: string;
  const responseIds: string[] = [];

  const get = (url: string, token: string, query: Record<string, string>) => api.get(url, { token, query });
  const teacher = () => w.teacher.token;
  const classQuery = () => ({ classId: w.klass.id });

  async function take(token: string, answers: unknown[]) {
    const read = await get('/api/assessmentResponse/read', token, { assessmentId });
    expect(read.statusCode).toBe(200);
    const view = read.json().data;
    const id = view.response.assessmentResponseId as string;
    for (const question of view.questions as { id: string; description: string }[]) {
      const position = MIXED_QUESTIONS.findIndex((item) => item.description === question.description);
      if (answers[position] === undefined) continue;
      const saved = await api.post(
        '/api/questionResponse/save',
        { assessmentResponseId: id, questionId: question.id, answer: answers[position] },
        { token },
      );
      expect(saved.statusCode).toBe(200);
    }
    expect((await api.post('/api/assessmentResponse/submit', { assessmentResponseId: id }, { token })).statusCode).toBe(
      200,
    );
    return id;
  }

  /** Per student and Bloom level (or topic), straight from the answers, the way the Bloom report counts. */
  async function fromRawAnswers(kind: 'bloom' | 'topic') {
    const rows = await t.database.query<Raw>(
      `SELECT r.student_id, q.points, q.bloom_level, q.topic_name, qr.response_id IS NOT NULL AS answered,
              COALESCE(qr.score, qr.auto_score) AS final
       FROM assessment_responses r JOIN questions q ON q.assessment_id = r.assessment_id
       LEFT JOIN question_responses qr ON qr.response_id = r.id AND qr.question_id = q.id
       WHERE r.assessment_id = $1 AND r.status <> 'IN_PROGRESS'`,
      [assessmentId],
    );
    const sums = new Map<string, { earned: number; possible: number }>();
    for (const row of rows) {
      const key = kind === 'bloom' ? (row.bloom_level ?? 'UNCATEGORISED') : row.topic_name;
      if (!key) continue;
      const pending = row.answered && row.final === null;
      for (const who of [row.student_id, 'class']) {
        const sum = sums.get(`${who} ${key}`) ?? { earned: 0, possible: 0 };
        if (!pending) {
          sum.earned += row.final ?? 0;
          sum.possible += row.points;
        }
        sums.set(`${who} ${key}`, sum);
      }
    }
    const pct = (who: string, key: string) => {
      const sum = sums.get(`${who} ${key}`);
      return sum && sum.possible > 0 ? Math.round((sum.earned / sum.possible) * 10000) / 100 : null;
    };
    return pct;
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 3 });
    const built = await buildAssessment(t.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS,
      settings: { timeLimit: 30, dueOn: new Date(Date.now() + 86_400_000) },
    });
    assessmentId = built.assessment.id;
    for (const [index, question] of built.questions.entries()) {
      await t.database.query('UPDATE questions SET topic_name = $2 WHERE id = $1', [question.id, TOPIC_NAMES[index]]);
    }
    responseIds.push(await take(w.students[0]!.token, RIGHT));
    responseIds.push(await take(w.students[1]!.token, [RIGHT[0], WRONG[1], RIGHT[2], RIGHT[3], WRONG[4], RIGHT[5]]));
    responseIds.push(await take(w.students[2]!.token, WRONG.slice(0, 5)));
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('answers 401 without a token', async () => {
      for (const url of [...CLASS_ROUTES, STUDENTS, PROFILE, PATH, LOG])
        expectError(await api.get(url, { query: classQuery() }), 401, 'session expired');
      for (const url of [ASSIGN, START, END]) expectError(await api.post(url, {}), 401, 'session expired');
    });

    it('refuses bad input with a clear 400', async () => {
      expectError(await get(CLASS, teacher(), {}), 400, 'Please provide: classId');
      expectError(
        await get(CLASS, teacher(), { ...classQuery(), startDate: '2026-03-02', endDate: '2026-03-01' }),
        400,
        'endDate must not be before startDate',
      );
      expectError(
        await get(CLASS, teacher(), { ...classQuery(), startDate: '2019-01-01', endDate: '2026-01-01' }),
        400,
        'The range can be at most 5 years',
      );
      expectError(
        await get(CLASS, teacher(), { ...classQuery(), startDate: 'yesterday' }),
        400,
        'Invalid startDate: Invalid date',
      );
      expectError(await get(CLASS, teacher(), { ...classQuery(), range: 'LAST_YEAR' }), 400, 'Invalid range');
      expectError(await get(PROFILE, teacher(), classQuery()), 400, 'Please provide: studentId');
    });

    it('404s unknown and foreign classes, 403s other teachers and students', async () => {
      for (const url of CLASS_ROUTES) {
        expectError(await get(url, teacher(), { classId: 'nope' }), 404, 'Class not found');
        expectError(await get(url, teacher(), { classId: w.foreign.klass.id }), 404, 'Class not found');
        expectError(await get(url, w.foreign.teacher.token, classQuery()), 404, 'Class not found');
        expectError(await get(url, w.otherTeacher.token, classQuery()), 403, FORBIDDEN);
        expectError(await get(url, w.students[0]!.token, classQuery()), 403, FORBIDDEN);
      }
    });

    it("refuses a student outside the class, an unknown student and another student's record", async () => {
      const query = (studentId: string) => ({ ...classQuery(), studentId });
      expectError(await get(PROFILE, teacher(), query(w.outsider.user.id)), 400, 'Student is not a part of the class');
      expectError(await get(PROFILE, teacher(), query('nobody')), 404, 'Student not found');
      expectError(await get(PROFILE, teacher(), query(w.foreign.teacher.user.id)), 404, 'Student not found');
      expectError(await get(PROFILE, w.students[1]!.token, query(w.students[0]!.user.id)), 403, FORBIDDEN);
      expectError(await get(PATH, w.students[1]!.token, query(w.students[0]!.user.id)), 403, FORBIDDEN);
      expectError(await get(PROFILE, w.otherTeacher.token, query(w.students[0]!.user.id)), 403, FORBIDDEN);
      expectError(await get(LOG, teacher(), {}), 403, FORBIDDEN);
    });
  });

  describe('proficiency', () => {
    it("gives each student's Bloom proficiency as the raw answers and the Bloom report do", async () => {
      const response = await get(PERFORMANCE, teacher(), classQuery());
      expect(response.statusCode).toBe(200);
      const raw = await fromRawAnswers('bloom');
      const { students } = response.json().data;
      expect(students).toHaveLength(3);
      for (const [index, member] of w.students.entries()) {
        const row = students.find((item: { student: { id: string } }) => item.student.id === member.user.id);
        const report = (
          await get('/api/assessmentResponse/bloom-report', teacher(), {
            assessmentResponseId: responseIds[index]!,
          })
        ).json().data;
        for (const level of BLOOM_REPORT_LETTERS) {
          const ours = row.blooms.find((item: { key: string }) => item.key === level.level);
          expect(ours.percentage).toBe(raw(member.user.id, level.level));
          const theirs = report.taxonomyaverages.find((item: { level: string }) => item.level === level.level);
          const totals = report.blooms.find((item: { level: string }) => item.level === level.level);
          if (totals.totalScore > 0) expect(ours.percentage).toBe(theirs.achieved);
          else expect(ours.percentage).toBeNull();
        }
      }
    });

    it("gives the class's Bloom and topic proficiency pooled, and the heat map per student", async () => {
      const summary = (await get(CLASS, teacher(), classQuery())).json().data;
      const bloom = await fromRawAnswers('bloom');
      const report = (await get('/api/assessment/bloom-report', teacher(), { assessmentId })).json().data;
      for (const level of summary.blooms) {
        expect(level.percentage).toBe(bloom('class', level.key));
        const totals = report.blooms.find(
          (row: { level: string | null }) => (row.level ?? 'UNCATEGORISED') === level.key,
        );
        if (totals.totalScore > 0) expect(level.earned).toBe(totals.scoreAchieved);
      }
      const topic = await fromRawAnswers('topic');
      expect(summary.topics.map((row: { label: string }) => row.label)).toEqual(['Fractions', 'Plants']);
      for (const row of summary.topics) expect(row.percentage).toBe(topic('class', row.label));
      const heat = (await get(TOPICS, teacher(), classQuery())).json().data;
      expect(heat.topics.map((row: { key: string }) => row.key)).toEqual(['name:fractions', 'name:plants']);
      for (const row of heat.students) {
        expect(row.cells.map((cell: { percentage: number | null } | null) => cell?.percentage ?? null)).toEqual(
          ['Fractions', 'Plants'].map((name) => topic(row.student.id, name)),
        );
      }
      expect(summary.responseRate).toBe(100);
      expect(summary.studentCount).toBe(3);
      expect(summary.trend).toHaveLength(1);
    });

    it('keeps the aggregate in step as the teacher grades and reopens', async () => {
      const analyse = async () =>
        (await get(PROFILE, teacher(), { ...classQuery(), studentId: w.students[0]!.user.id }))
          .json()
          .data.blooms.find((row: { key: string }) => row.key === 'ANALYZE');
      const before = await analyse();
      expect(before).toMatchObject({ pendingCount: 1, possible: 0, percentage: null });
      const questionId = (
        await t.database.query<{ id: string }>(
          "SELECT id FROM questions WHERE assessment_id = $1 AND type = 'SHORT_ANSWER'",
          [assessmentId],
        )
      )[0]!.id;
      const graded = await api.post(
        '/api/questionResponse/updateScore',
        { assessmentResponseId: responseIds[0], questionId, score: 2 },
        { token: teacher() },
      );
      expect(graded.statusCode).toBe(200);
      expect(await analyse()).toMatchObject({ pendingCount: 0, earned: 2, possible: 3, percentage: 66.67 });
      const raw = await fromRawAnswers('bloom');
      expect(raw(w.students[0]!.user.id, 'ANALYZE')).toBe(66.67);

      const reopen = (status: string) =>
        api.post(
          '/api/assessmentResponse/updateStatus',
          { assessmentResponseId: responseIds[2], status },
          { token: teacher() },
        );
      expect((await reopen('IN_PROGRESS')).statusCode).toBe(200);
      const rows = await t.database.query('SELECT 1 FROM insight_response_skills WHERE response_id = $1', [
        responseIds[2],
      ]);
      expect(rows).toHaveLength(0);
      await take(w.students[2]!.token, WRONG.slice(0, 5));
      const back = await t.database.query('SELECT 1 FROM insight_response_skills WHERE response_id = $1', [
        responseIds[2],
      ]);
      expect(back.length).toBeGreaterThan(0);
    });

    it('leaves responses outside the range out', async () => {
      const old = await get(CLASS, teacher(), { ...classQuery(), range: 'YESTERDAY' });
      expect(old.statusCode).toBe(200);
      expect(old.json().data.topics).toEqual([]);
      expect(old.json().data.blooms.every((row: { percentage: number | null }) => row.percentage === null)).toBe(true);
    });
  });

  describe('student profile and the record of disclosures', () => {
    it("shows a student their own profile without logging it, and logs a teacher's read", async () => {
      const me = w.students[2]!;
      const query = { ...classQuery(), studentId: me.user.id };
      await t.database.query(
        `WITH s AS (INSERT INTO attendance_sessions (id, class_id, institute_id, taken_at) VALUES ('att-1', $1, $2, now()) RETURNING id)
         INSERT INTO attendance_marks (attendance_id, student_id, status) SELECT id, $3, 'ABSENT' FROM s`,
        [w.klass.id, w.institute.id, me.user.id],
      );
      await t.database.query(
        `INSERT INTO behaviour_feedback (id, institute_id, class_id, student_id, remarks, behavior_points)
         VALUES ('b-1', $1, $2, $3, 'Talking', -2)`,
        [w.institute.id, w.klass.id, me.user.id],
      );
      const own = await get(PROFILE, me.token, query);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({
        student: { id: me.user.id },
        attendance: { absent: 1, rate: 0 },
        behaviour: { negative: 2, balance: -2 },
      });
      const logged = async () => (await get(LOG, w.admin.token, { studentId: me.user.id })).json().data.entries;
      expect(await logged()).toHaveLength(0);
      expect((await get(PROFILE, teacher(), query)).statusCode).toBe(200);
      const log = await logged();
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ viewer: { id: w.teacher.user.id }, student: { id: me.user.id }, record: PROFILE });
      expect((await get(LOG, w.foreign.teacher.token, {})).json().data.entries).toHaveLength(0);

      const attention = (await get(CLASS, teacher(), classQuery())).json().data.attention;
      const flagged = attention.find((row: { student: { id: string } }) => row.student.id === me.user.id);
      expect(flagged.reasons).toEqual(['LOW_SCORE', 'WEAK_TOPIC', 'LOW_ATTENDANCE', 'NEGATIVE_BEHAVIOUR']);
    });

    it('lists the class students for teachers', async () => {
      const response = await get(STUDENTS, teacher(), classQuery());
      expect(response.json().data.students).toHaveLength(3);
      expectError(await get(STUDENTS, w.otherTeacher.token, classQuery()), 403, FORBIDDEN);
    });
  });

  describe('PDF export', () => {
    const pdfText = async (payload: Buffer) => (await new PDFParse({ data: new Uint8Array(payload) }).getText()).text;
    const expectPdf = (response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.pdf"/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    };

    it("writes the class's insights with every student, names in any script with embedded fonts", async () => {
      const arabic = w.students[1]!;
      await t.database.query("UPDATE users SET last_name = 'الحداد' WHERE id = $1", [arabic.user.id]);
      const pdf = await get(CLASS_PDF, teacher(), classQuery());
      expectPdf(pdf);
      const summary = (await get(CLASS, teacher(), classQuery())).json().data;
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Insights: ${w.klass.name}`);
      expect(text).toContain(`Average score: ${summary.averagePercentage}%`);
      expect(text).toContain('Students who need attention');
      for (const member of [w.students[0]!, w.students[2]!]) expect(text).toContain(member.user.firstName);
      const body = pdf.rawPayload.toString('latin1');
      expect(body).toMatch(/NotoSansArabic/);
      expect(body).not.toMatch(/\/BaseFont \/Helvetica/);
    });

    it("writes a student's profile for the student and their teachers, logging a staff read", async () => {
      const me = w.students[0]!;
      const query = { ...classQuery(), studentId: me.user.id };
      const before = (await get(LOG, w.admin.token, { studentId: me.user.id })).json().data.entries.length;
      const own = await get(STUDENT_PDF, me.token, query);
      expectPdf(own);
      const text = await pdfText(own.rawPayload);
      expect(text).toContain(me.user.firstName);
      expect(text).toContain('Bloom levels');
      expectPdf(await get(STUDENT_PDF, teacher(), query));
      expectPdf(await get(STUDENT_PDF, w.admin.token, query));
      const log = (await get(LOG, w.admin.token, { studentId: me.user.id })).json().data.entries;
      expect(log).toHaveLength(before + 2);
      expect(log[0]).toMatchObject({ student: { id: me.user.id }, record: STUDENT_PDF });
    });

    it('refuses the anonymous, students, other teachers and another institute', async () => {
      const query = { ...classQuery(), studentId: w.students[0]!.user.id };
      expectError(await api.get(CLASS_PDF, { query: classQuery() }), 401, 'session expired');
      expectError(await api.get(STUDENT_PDF, { query }), 401, 'session expired');
      expectError(await get(CLASS_PDF, w.students[0]!.token, classQuery()), 403, FORBIDDEN);
      expectError(await get(STUDENT_PDF, w.students[1]!.token, query), 403, FORBIDDEN);
      expectError(await get(CLASS_PDF, w.otherTeacher.token, classQuery()), 403, FORBIDDEN);
      expectError(await get(STUDENT_PDF, w.otherTeacher.token, query), 403, FORBIDDEN);
      expectError(await get(CLASS_PDF, w.foreign.teacher.token, classQuery()), 404, 'Class not found');
      expectError(await get(STUDENT_PDF, w.foreign.teacher.token, query), 404, 'Class not found');
      expectError(await get(CLASS_PDF, teacher(), { classId: w.foreign.klass.id }), 404, 'Class not found');
      expectError(
        await get(STUDENT_PDF, teacher(), { ...classQuery(), studentId: w.foreign.teacher.user.id }),
        404,
        'Student not found',
      );
      expectError(
        await get(STUDENT_PDF, teacher(), { ...classQuery(), studentId: w.outsider.user.id }),
        400,
        'Student is not a part of the class',
      );
      expectError(
        await get(CLASS_PDF, teacher(), { ...classQuery(), startDate: '2026-03-02', endDate: '2026-03-01' }),
        400,
        'endDate must not be before startDate',
      );
    });
  });

  describe('learning path', () => {
    it('offers the weakest topics with curated practice, and assigns it to the student alone', async () => {
      const weak = w.students[2]!;
      const path = await get(PATH, teacher(), { ...classQuery(), studentId: weak.user.id });
      expect(path.statusCode).toBe(200);
      const { topics } = path.json().data;
      expect(topics.map((row: { topic: { label: string } }) => row.topic.label).sort()).toEqual([
        'Fractions',
        'Plants',
      ]);
      const fractions = topics.find((row: { topic: { label: string } }) => row.topic.label === 'Fractions');
      expect(fractions.curatedTopicId).toBe('curated-fractions');
      expect(fractions.questions.length).toBeGreaterThan(0);
      expect(fractions.videos.length).toBeGreaterThan(0);

      expectError(
        await api.post(ASSIGN, { classId: w.klass.id, studentId: weak.user.id, topicIds: [] }, { token: teacher() }),
        400,
        'Please provide: topicIds',
      );
      expectError(
        await api.post(
          ASSIGN,
          { classId: w.klass.id, studentId: weak.user.id, topicIds: ['nope'] },
          { token: teacher() },
        ),
        400,
        'No curated questions for these topics',
      );
      expectError(
        await api.post(
          ASSIGN,
          { classId: w.klass.id, studentId: weak.user.id, topicIds: ['curated-fractions'] },
          { token: weak.token },
        ),
        403,
        FORBIDDEN,
      );
      const assigned = await api.post(
        ASSIGN,
        { classId: w.klass.id, studentId: weak.user.id, topicIds: ['curated-fractions'] },
        { token: teacher() },
      );
      expect(assigned.statusCode).toBe(200);
      const { assessmentId: practiceId, questionCount } = assigned.json().data;
      expect(questionCount).toBeGreaterThan(0);
      const mine = (await get('/api/assessmentResponse/my-assessments', weak.token, {})).json().data.items;
      expect(mine.map((row: { assessmentId: string }) => row.assessmentId)).toContain(practiceId);
      const theirs = (await get('/api/assessmentResponse/my-assessments', w.students[0]!.token, {})).json().data.items;
      expect(theirs.map((row: { assessmentId: string }) => row.assessmentId)).not.toContain(practiceId);
    });
  });

  describe('CBMS study sessions and engagement', () => {
    it('records time on task for the class students only, once per session', async () => {
      const me = w.students[0]!;
      expectError(await api.post(START, { classId: w.klass.id }, { token: teacher() }), 403, FORBIDDEN);
      expectError(await api.post(START, { classId: w.klass.id }, { token: w.outsider.token }), 403, FORBIDDEN);
      expectError(await api.post(START, { classId: w.foreign.klass.id }, { token: me.token }), 404, 'Class not found');
      const started = await api.post(START, { classId: w.klass.id }, { token: me.token });
      expect(started.statusCode).toBe(200);
      const { sessionId } = started.json().data;
      await t.database.query("UPDATE study_sessions SET started_at = now() - interval '25 minutes' WHERE id = $1", [
        sessionId,
      ]);
      expectError(await api.post(END, { sessionId }, { token: w.students[1]!.token }), 404, 'Study session not found');
      const ended = await api.post(END, { sessionId }, { token: me.token });
      expect(ended.json().data.seconds).toBeGreaterThanOrEqual(1500);
      expectError(await api.post(END, { sessionId }, { token: me.token }), 400, 'Study session already ended');

      const analytics = (await get(ANALYTICS, teacher(), classQuery())).json().data;
      expect(analytics.sessions).toBe(1);
      expect(analytics.totalMinutes).toBeGreaterThanOrEqual(25);
      const row = analytics.students.find((item: { student: { id: string } }) => item.student.id === me.user.id);
      expect(row.sessions).toBe(1);
    });

    it('computes the engagement quotient from participation, attendance and on-time submission', async () => {
      const eq = (await get(EQ, teacher(), classQuery())).json().data;
      const absentee = eq.students.find(
        (row: { student: { id: string } }) => row.student.id === w.students[2]!.user.id,
      );
      // Both assessments of the range are theirs; they submitted one on time and were absent once.
      expect(absentee).toMatchObject({ participation: 50, onTime: 50, attendance: 0 });
      expect(absentee.eq).toBe(Math.round((0.4 * 50 + 0.3 * 0 + 0.3 * 50) * 100) / 100);
      const first = eq.students.find((row: { student: { id: string } }) => row.student.id === w.students[0]!.user.id);
      expect(first).toMatchObject({ participation: 100, onTime: 100, attendance: null, eq: 100 });
    });
  });

  describe('questions edited after grading', () => {
    it("rewrites the aggregates when a question's topic or Bloom level changes (the assessment back in draft)", async () => {
      const unpublished = await api.post('/api/assessment/unpublish', { assessmentId }, { token: teacher() });
      expect(unpublished.statusCode).toBe(200);
      const [first] = await t.database.query<{ id: string; bloom_level: string }>(
        'SELECT id, bloom_level FROM questions WHERE assessment_id = $1 ORDER BY position LIMIT 1',
        [assessmentId],
      );
      const level = first!.bloom_level === 'CREATE' ? 'EVALUATE' : 'CREATE';
      const updated = await api.post(
        '/api/question/update',
        { questionId: first!.id, setData: { topicName: 'Geometry', bloomLevel: level } },
        { token: teacher() },
      );
      expect(updated.statusCode).toBe(200);
      const summary = (await get(CLASS, teacher(), classQuery())).json().data;
      expect(summary.topics.map((row: { label: string }) => row.label)).toEqual(['Fractions', 'Geometry', 'Plants']);
      const topic = await fromRawAnswers('topic');
      for (const row of summary.topics) expect(row.percentage).toBe(topic('class', row.label));
      const bloom = await fromRawAnswers('bloom');
      for (const row of summary.blooms) expect(row.percentage).toBe(bloom('class', row.key));
      const moved = summary.blooms.find((row: { key: string }) => row.key === level);
      expect(moved.questionCount).toBeGreaterThan(0);
    });
  });
});
