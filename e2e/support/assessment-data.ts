import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
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

/** A small PNG (a blue square with a yellow bar), made here so the test carries no binary file. */
export function samplePng(size = 96): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const bar = y > size * 0.4 && y < size * 0.6;
      row.set(bar ? [250, 200, 40] : [40, 90, 200], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
    `/api/getUsers/learner/${klass.classId}`,
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
