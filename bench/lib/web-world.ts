import { LOCAL_STORAGE_KEYS as KEYS } from '../../packages/contracts/src/storage-keys';

const DEMO_PASSWORD = 'demo1234';

interface LoginData {
  access_token: string;
  userId: string;
  kneura_id: string;
  first_name: string;
  last_name: string | null;
  instituteId: string | null;
  instituteKneuraId: string | null;
  roles: string[];
}

async function call<T>(base: string, token: string | undefined, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { access_token: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The localStorage entries the web app writes when this person signs in (lib/session-store saveSession). */
function storageOf(user: LoginData): Record<string, string> {
  const entries: Array<[string, string | null]> = [
    [KEYS.token, user.access_token],
    [KEYS.userId, user.userId],
    [KEYS.kneuraId, user.kneura_id],
    [KEYS.userName, [user.first_name, user.last_name].filter(Boolean).join(' ')],
    [KEYS.instituteId, user.instituteId],
    [KEYS.instituteKneuraId, user.instituteKneuraId],
    [KEYS.roles, user.roles.join(',')],
    [KEYS.language, 'en'],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

export interface WebWorld {
  teacher: Record<string, string>;
  student: Record<string, string>;
  /** An assessment published to the student, for the taking screen. */
  assessmentId: string;
}

/** The demo teacher and student signed in, and a one-question assessment published to the student. */
export async function prepareWebWorld(base: string): Promise<WebWorld> {
  const login = (email: string) =>
    call<LoginData>(base, undefined, 'POST', '/api/galileo/login', { email, password: DEMO_PASSWORD });
  const teacher = await login('teacher@demo.test');
  const student = await login('student1@demo.test');
  const token = teacher.access_token;
  const classes = await call<Array<{ classId: string; name: string; instituteId: string }>>(
    base,
    token,
    'GET',
    '/api/admin/class/getUserClasses',
  );
  const klass = classes.find((entry) => entry.name === 'Class 6A') ?? classes[0]!;
  const assessment = await call<{ id: string }>(base, token, 'POST', '/api/assessment/create', {
    classId: klass.classId,
    name: `Speed check ${Date.now()}`,
    createdBy: teacher.userId,
    type: 'MCQ',
  });
  await call(base, token, 'POST', '/api/question/add-question', {
    body: {
      type: 'MCQ',
      description: 'What is 2 + 2?',
      points: 1,
      options: [
        { id: 'a', title: '3' },
        { id: 'b', title: '4' },
      ],
      correctOptions: ['b'],
      bloomLevel: 'REMEMBER',
      assessmentId: assessment.id,
    },
  });
  await call(base, token, 'POST', '/api/assessment/updateAssignedStudents', {
    assessmentId: assessment.id,
    students: [student.userId],
  });
  await call(base, token, 'POST', '/api/assessment/publish', {
    assessmentId: assessment.id,
    instituteId: klass.instituteId,
  });
  return { teacher: storageOf(teacher), student: storageOf(student), assessmentId: assessment.id };
}
