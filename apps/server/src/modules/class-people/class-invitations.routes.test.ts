import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const INVITE = '/api/admin/class/inviteUser/learner';
const APP_URL = 'https://school.example.test';
const FORBIDDEN = 'Not authorized to perform this action';

describe('POST /api/admin/class/inviteUser/learner', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let n = 0;
  const freshEmail = () => `invited-${Date.now()}-${(n += 1)}@example.test`;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL } });
    api = client(t);
    w = await classWorld(t, { className: 'Class 6A' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const written = async () => ({
    users: await countRows(t, 'users'),
    memberships: await countRows(t, 'memberships'),
    classMembers: await countRows(t, 'class_members'),
    mails: smtp.messages.length,
  });

  it('refuses the signed out, a student, a teacher of another class and another institute, writing nothing', async () => {
    const before = await written();
    const body = { classId: w.klass.id, email: freshEmail(), firstName: 'Nia' };
    expectError(await api.post(INVITE, body), 401, 'session expired');
    expectError(await api.post(INVITE, body, { token: w.students[0]!.token }), 403, FORBIDDEN);
    expectError(await api.post(INVITE, body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
    expectError(await api.post(INVITE, body, { token: w.foreign.teacher.token }), 404, 'Class not found');
    expectError(
      await api.post(INVITE, { ...body, classId: w.foreign.klass.id }, { token: w.admin.token }),
      404,
      'Class not found',
    );
    expect(await written()).toEqual(before);
  });

  it('answers 400 with a clear message for bad input, a staff email or a student already in the class', async () => {
    const before = await written();
    const token = w.teacher.token;
    const cases: Array<[unknown, string]> = [
      [{ email: freshEmail(), firstName: 'Nia' }, 'Please provide: classId'],
      [{ classId: w.klass.id, firstName: 'Nia' }, 'Please provide: email'],
      [{ classId: w.klass.id, email: 'not-an-email', firstName: 'Nia' }, 'Invalid Email Address'],
      [
        { classId: w.klass.id, email: w.otherTeacher.user.email, firstName: 'Olga' },
        'This user is a teacher or admin of the institute',
      ],
      [{ classId: w.klass.id, email: w.students[1]!.user.email, firstName: 'Ben' }, 'Student already a part of class!'],
    ];
    for (const [body, message] of cases) expectError(await api.post(INVITE, body, { token }), 400, message);
    expect(await written()).toEqual(before);
  });

  it('makes a new email an invited student of the institute and the class, and mails a student sign-up link', async () => {
    const email = freshEmail();
    const response = await api.post(
      INVITE,
      { classId: w.klass.id, email, firstName: 'Nia', lastName: 'New' },
      { token: w.teacher.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Invitation sent',
      data: {
        invited: true,
        invitationSent: true,
        member: { email, first_name: 'Nia', registered: false, type: 'learner' },
      },
    });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Tomas Teacher invited you to Class 6A on Bright Classroom');
    const link = `${APP_URL}/signup?email=${encodeURIComponent(email)}&role=learner`;
    expect(mail.links).toContain(link);
    const students = await api.get(`/api/admin/class/getUsers/learner/${w.klass.id}`, { token: w.teacher.token });
    expect(students.json().data.map((s: { email: string }) => s.email)).toContain(email);
  });

  it('lets the invited student sign up from the mail and land in the class', async () => {
    const email = freshEmail();
    await api.post(INVITE, { classId: w.klass.id, email, firstName: 'Omar' }, { token: w.admin.token });
    const signup = await api.post('/api/teacher/signup', { email, role: 'learner' });
    expect(signup.statusCode, signup.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('registration'));
    const token = new URL(mail.links.find((l) => l.includes('/register-profile?token='))!).searchParams.get('token');
    const created = await api.post('/api/teacher/createAccount', {
      token,
      firstName: 'Omar',
      password: 'river-stone-42',
      acceptTerms: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json().data.access_token as string;
    const classes = await api.get('/api/admin/class/getUserClasses', { token: session });
    expect(classes.json().data).toEqual([
      expect.objectContaining({ classId: w.klass.id, name: 'Class 6A', relation: 'learner' }),
    ]);
  });

  it('adds a student of the institute who has an account, and tells them where the class is', async () => {
    const outsider = w.outsider.user;
    const response = await api.post(
      INVITE,
      { classId: w.klass.id, email: outsider.email, firstName: 'Ignored' },
      { token: w.teacher.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      invited: false,
      invitationSent: true,
      member: { id: outsider.id, first_name: outsider.firstName, registered: true },
    });
    const mail = await smtp.waitFor((m) => m.to.includes(outsider.email));
    expect(mail.subject).toBe("You've been added to Class 6A");
    expect(mail.links).toContain(`${APP_URL}/classes`);
  });
});
