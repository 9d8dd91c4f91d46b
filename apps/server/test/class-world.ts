// A class with its teacher and students, for the tests of every module that works inside a class; not part of the app.
import type { Role } from '@bright/contracts';
import {
  type BuiltUser,
  type Institute,
  type Klass,
  type User,
  buildClass,
  buildInstitute,
  buildUser,
} from './factories';
import type { TestApp } from './test-app';
import { tokenFor } from './api-client';

export interface Member extends BuiltUser {
  token: string;
}

export interface ClassWorld {
  institute: Institute;
  admin: Member;
  teacher: Member;
  /** A teacher of the same institute who does not teach `klass`. */
  otherTeacher: Member;
  students: Member[];
  /** A student of the institute who is not in `klass`. */
  outsider: Member;
  klass: Klass;
  otherClass: Klass;
  /** A class of another institute, with its own teacher. */
  foreign: { institute: Institute; klass: Klass; teacher: Member };
}

export async function member(
  t: TestApp,
  institute: Institute,
  roles: Role[],
  extra: Partial<Parameters<typeof buildUser>[1]> = {},
): Promise<Member> {
  const built = await buildUser(t.app.db, { roles, institute, ...extra });
  return { ...built, token: await tokenFor(t, built.user, institute.id) };
}

/**
 * One institute with an admin, a teacher of `klass` (with `studentCount` students), another teacher
 * with `otherClass`, a student in no class, and a class of another institute.
 */
export async function classWorld(
  t: TestApp,
  options: { studentCount?: number; className?: string } = {},
): Promise<ClassWorld> {
  const db = t.app.db;
  const institute = await buildInstitute(db);
  const admin = await member(t, institute, ['admin', 'instructor'], { firstName: 'Asha', lastName: 'Admin' });
  const teacher = await member(t, institute, ['instructor'], { firstName: 'Tomas', lastName: 'Teacher' });
  const otherTeacher = await member(t, institute, ['instructor'], { firstName: 'Olga', lastName: 'Other' });
  const names = ['Ada', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farah', 'Gus', 'Hana'];
  const students: Member[] = [];
  for (let index = 0; index < (options.studentCount ?? 3); index += 1) {
    students.push(
      await member(t, institute, ['learner'], {
        firstName: names[index % names.length]!,
        lastName: `Student${index + 1}`,
      }),
    );
  }
  const outsider = await member(t, institute, ['learner'], { firstName: 'Zed', lastName: 'Outsider' });
  const { klass } = await buildClass(db, {
    institute,
    teacher: teacher.user,
    students: students.map((s) => s.user),
    name: options.className,
  });
  const { klass: otherClass } = await buildClass(db, { institute, teacher: otherTeacher.user });
  const foreignInstitute = await buildInstitute(db);
  const foreignTeacher = await member(t, foreignInstitute, ['admin', 'instructor']);
  const { klass: foreignClass } = await buildClass(db, { institute: foreignInstitute, teacher: foreignTeacher.user });
  return {
    institute,
    admin,
    teacher,
    otherTeacher,
    students,
    outsider,
    klass,
    otherClass,
    foreign: { institute: foreignInstitute, klass: foreignClass, teacher: foreignTeacher },
  };
}

export const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');
