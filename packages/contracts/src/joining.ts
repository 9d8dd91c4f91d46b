import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { ClassId } from './classes';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const JOIN_MESSAGES = defineMessages('join', {
  invalidCode: 'This join link does not work. Ask your teacher for a new one.',
  requestSent: 'Request sent. Your teacher will add you soon.',
  requestPending: 'A request to join this class is already pending',
  onlyStudents: 'Only students can join a class with a link',
  requestNotFound: 'Request not found',
  requestDecided: 'This request has already been decided',
  approved: 'Student added to the class',
  declined: 'Request declined',
  codeRotated: 'A new join code was made; the old link no longer works',
} as const);

/** A join code as people type it: trimmed, upper case (the alphabet has no look-alike characters). */
export const JoinCode = z
  .string({ error: provideMessage('class_code') })
  .trim()
  .toUpperCase()
  .min(1, { error: provideMessage('class_code') })
  .max(32, { error: JOIN_MESSAGES.invalidCode });

/** The student join page's path (SPEC §2); the web and mails build links with it. */
export const joinPath = (code: string) => `/join/${encodeURIComponent(code)}/by-students`;

export const ClassJoinCode = z.object({ classId: z.string(), joinCode: z.string(), link: z.string() });

export const classJoinCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/class/join-code/:classId',
  summary: "A class's join code and link (its teachers and the admins); the code stays until rotated",
  tags: ['joining'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ classId: ClassId }),
  response: envelope(ClassJoinCode),
});

export const rotateJoinCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/class/rotate-join-code',
  summary: "Replace a class's join code: the old link stops working at once; pending requests stay",
  tags: ['joining'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ classId: ClassId }),
  response: envelope(ClassJoinCode),
});

export const CLASS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export const ClassRequestStatus = z.enum(CLASS_REQUEST_STATUSES, { error: 'Invalid status' });
export type ClassRequestStatus = z.infer<typeof ClassRequestStatus>;

/** What a signed-in person following a join link learns before asking. */
export const JoinInfo = z.object({
  className: z.string(),
  instituteName: z.string(),
  teachers: z.array(z.string()),
  /** none: may ask; member: already in the class; otherwise the state of their latest request. */
  state: z.enum(['none', 'member', 'PENDING', 'DECLINED']),
  /** Staff of the class's institute cannot join as students. */
  canRequest: z.boolean(),
});
export type JoinInfo = z.infer<typeof JoinInfo>;

export const joinInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/class-request/join-info/:code',
  summary: 'The class behind a join code, and where the caller stands with it',
  tags: ['joining'],
  access: access.signedIn,
  params: z.object({ code: JoinCode }),
  response: envelope(JoinInfo),
});

export const ClassRequest = z
  .object({
    requestId: z.string(),
    classId: z.string(),
    className: z.string(),
    userId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    status: ClassRequestStatus,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'ClassRequest' });
export type ClassRequest = z.infer<typeof ClassRequest>;

export const createClassRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/class-request/create-and-send-class-request',
  summary:
    "Ask to join a class by its join code; the class's teachers are told and the student waits to be added (SPEC §6)",
  tags: ['joining'],
  access: access.signedIn,
  body: z.strictObject({ class_code: JoinCode }),
  response: envelope(ClassRequest),
});

export const myClassRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/class-request/mine',
  summary: "The caller's own requests to join classes, newest first",
  tags: ['joining'],
  access: access.signedIn,
  response: envelope(z.array(ClassRequest)),
});

export const pendingClassRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/class-request/pending',
  summary: 'Requests waiting on the caller: those to the classes they teach (admins: every class of the institute)',
  tags: ['joining'],
  access: access.roles('admin', 'instructor'),
  query: z.strictObject({ classId: ClassId.optional() }),
  response: envelope(z.array(ClassRequest)),
});

const DecideBody = z.strictObject({ requestId: EntityId });

export const approveClassRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/class-request/approve',
  summary: 'Approve a pending request: the student joins the class (and the institute, as a student, if new to it)',
  tags: ['joining'],
  access: access.roles('admin', 'instructor'),
  body: DecideBody,
  response: envelope(ClassRequest),
});

export const declineClassRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/class-request/decline',
  summary: 'Decline a pending request',
  tags: ['joining'],
  access: access.roles('admin', 'instructor'),
  body: DecideBody,
  response: envelope(ClassRequest),
});

/** Realtime (namespace /notifications, rooms user:<id>): emitted after commit. */
export interface ClassRequestEvents {
  /** To each teacher of the class (and admins) when a student asks. */
  classRequest: (request: ClassRequest) => void;
  /** To the student when a teacher decides. */
  classRequestDecided: (request: ClassRequest) => void;
}
