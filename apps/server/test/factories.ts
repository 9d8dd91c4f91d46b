import { randomBytes } from 'node:crypto';
import type { Role } from '@bright/contracts';
import type { Db } from '../src/db/client';
import { classMembers, classes, institutes, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { newCode } from '../src/lib/tokens';

export type Institute = typeof institutes.$inferSelect;
export type User = typeof users.$inferSelect;
export type Klass = typeof classes.$inferSelect;

/** The password every factory user gets unless told otherwise. */
export const TEST_PASSWORD = 'test-password-1';

// argon2 is slow on purpose: hash each password once per test file (modules are per file) and reuse it.
const hashes = new Map<string, Promise<string>>();
const passwordHash = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

const unique = () => randomBytes(4).toString('hex');

export async function buildInstitute(db: Db, overrides: { name?: string } = {}): Promise<Institute> {
  const [row] = await db
    .insert(institutes)
    .values({ name: overrides.name ?? `Institute ${unique()}`, kneuraId: newCode() })
    .returning();
  return row!;
}

export interface BuildUserOptions {
  /** Roles in the institute; [] makes a user with no membership at all. Default: learner. */
  roles?: Role[];
  /** Made when not given (and roles is not empty). */
  institute?: Institute;
  password?: string;
  emailVerified?: boolean;
  email?: string;
  firstName?: string;
  lastName?: string | null;
}

export interface BuiltUser {
  user: User;
  institute: Institute | null;
  email: string;
  password: string;
  roles: Role[];
}

export async function buildUser(db: Db, options: BuildUserOptions = {}): Promise<BuiltUser> {
  const roles = options.roles ?? ['learner'];
  const password = options.password ?? TEST_PASSWORD;
  const email = options.email ?? `user-${unique()}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName === undefined ? 'User' : options.lastName,
      kneuraId: newCode(),
      passwordHash: await passwordHash(password),
      emailVerified: options.emailVerified ?? true,
    })
    .returning();
  let institute: Institute | null = options.institute ?? null;
  if (roles.length > 0) {
    institute ??= await buildInstitute(db);
    await db.insert(memberships).values({ userId: user!.id, instituteId: institute.id, roles, isDefault: true });
  }
  return { user: user!, institute, email, password, roles };
}

export interface BuildClassOptions {
  institute?: Institute;
  /** The class's instructor; made (in the class's institute) when not given. */
  teacher?: User;
  /** Learners to enrol. */
  students?: User[];
  name?: string;
}

export interface BuiltClass {
  klass: Klass;
  institute: Institute;
  teacher: User;
}

export async function buildClass(db: Db, options: BuildClassOptions = {}): Promise<BuiltClass> {
  const institute = options.institute ?? (await buildInstitute(db));
  const teacher = options.teacher ?? (await buildUser(db, { roles: ['instructor'], institute })).user;
  const [klass] = await db
    .insert(classes)
    .values({
      instituteId: institute.id,
      name: options.name ?? `Class ${unique()}`,
      joinCode: newCode(6),
      createdBy: teacher.id,
    })
    .returning();
  await db.insert(classMembers).values([
    { classId: klass!.id, userId: teacher.id, role: 'instructor' as const },
    ...(options.students ?? []).map((student) => ({
      classId: klass!.id,
      userId: student.id,
      role: 'learner' as const,
    })),
  ]);
  return { klass: klass!, institute, teacher };
}
