import { type APIRequestContext, expect } from '@playwright/test';
import { samplePng } from './images';
import { apiLogin } from './session';

export const TEACHER = 'teacher@demo.test';

/** A call to the API with a token; fails the test on anything but 200 and returns `data`. */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const headers = { access_token: token };
  const response =
    method === 'GET'
      ? await request.get(path, { headers, params: payload as Record<string, string> })
      : await request.post(path, { headers, data: payload ?? {} });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

/** The teacher's session, the demo class and its students by email. */
export async function demoWorld(request: APIRequestContext) {
  const teacher = await apiLogin(request, TEACHER);
  const token = teacher.access_token;
  const classes = await api<Array<{ classId: string; name: string; instituteId: string }>>(
    request,
    token,
    'GET',
    '/api/admin/class/getUserClasses',
  );
  const klass = classes.find((c) => c.name === 'Class 6A')!;
  const learners = await api<Array<{ id: string; email: string; first_name: string; last_name: string | null }>>(
    request,
    token,
    'GET',
    `/api/admin/class/getUsers/learner/${klass.classId}`,
  );
  const byEmail = (email: string) => learners.find((l) => l.email === email)!;
  return { teacher, token, klass, byEmail };
}

/** The six mixed questions; the true/false one gets a picture. Total 10 points. */
export const SIX_QUESTIONS = [
  {
    type: 'MCQ',
    description: 'What is 2 + 2?',
    points: 2,
    options: [
      { id: 'a', title: '3' },
      { id: 'b', title: '4' },
      { id: 'c', title: '5' },
    ],
    correctOptions: ['b'],
    bloomLevel: 'REMEMBER',
  },
  {
    type: 'TRUE_OR_FALSE',
    description: 'The sun is a star.',
    points: 1,
    options: [
      { id: 'true', title: 'True' },
      { id: 'false', title: 'False' },
    ],
    correctOptions: ['true'],
    bloomLevel: 'UNDERSTAND',
  },
  {
    type: 'MULTIPLE_SELECT',
    description: 'Which are prime?',
    points: 2,
    options: [
      { id: 'p2', title: '2' },
      { id: 'p3', title: '3' },
      { id: 'p4', title: '4' },
      { id: 'p5', title: '5' },
    ],
    correctOptions: ['p2', 'p3', 'p5'],
    bloomLevel: 'APPLY',
  },
  {
    type: 'SHORT_ANSWER',
    description: 'Explain photosynthesis in one sentence.',
    points: 3,
    bloomLevel: 'ANALYZE',
    answer: 'Plants use light to make sugar from water and carbon dioxide.',
    rubric: '3: light, water and CO2 named; 2: light named; 0: otherwise.',
  },
  {
    type: 'NUMERIC',
    description: 'What is pi to two places?',
    points: 1,
    numeric: { value: 3.14, tolerance: 0.01 },
    bloomLevel: 'EVALUATE',
  },
  {
    type: 'FILL_IN_THE_BLANK',
    description: 'Water boils at {{1}} degrees Celsius.',
    points: 1,
    blanks: [{ accepted: ['100', 'one hundred'] }],
  },
] as const;

/** Creates a draft with the six questions (a picture on the second) and a 30-minute limit; returns ids. */
export async function buildSixQuestionDraft(request: APIRequestContext, name: string) {
  const world = await demoWorld(request);
  const { token, teacher, klass } = world;
  const assessment = await api<{ id: string }>(request, token, 'POST', '/api/assessment/create', {
    classId: klass.classId,
    name,
    createdBy: teacher.userId,
    type: 'MCQ',
  });
  const questionIds: string[] = [];
  for (const question of SIX_QUESTIONS) {
    const created = await api<{ id: string }>(request, token, 'POST', '/api/question/add-question', {
      body: { ...question, assessmentId: assessment.id },
    });
    questionIds.push(created.id);
  }
  const upload = await request.post('/api/question/uploadImage', {
    headers: { access_token: token },
    multipart: {
      questionId: questionIds[1]!,
      photo: { name: 'sun.png', mimeType: 'image/png', buffer: samplePng() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await api(request, token, 'POST', '/api/assessment/setting/update', {
    assessmentId: assessment.id,
    setData: { timeLimit: 30 },
  });
  return { ...world, assessmentId: assessment.id, questionIds };
}

export async function publishTo(
  request: APIRequestContext,
  token: string,
  assessmentId: string,
  studentIds: string[],
  instituteId: string,
) {
  await api(request, token, 'POST', '/api/assessment/updateAssignedStudents', { assessmentId, students: studentIds });
  await api(request, token, 'POST', '/api/assessment/publish', { assessmentId, instituteId });
}
