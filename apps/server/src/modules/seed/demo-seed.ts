import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classMembers, classes, institutes, memberships, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { newCode } from '../../lib/tokens';
import { seedDemoAssessment } from '../assessments';
import { seedDemoBoards } from '../boards';
import { seedDemoAttendance } from '../attendance';
import { seedDemoBehaviour } from '../behaviour';
import { seedDemoFeed } from '../class-feed';
import { seedDemoSchedules } from '../scheduler';
import { DEMO_OPERATOR, seedDemoLicensing } from '../licences';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', firstName: 'Asha', lastName: 'Admin', roles: ['admin', 'instructor'] },
  { email: 'teacher@demo.test', firstName: 'Tomas', lastName: 'Teacher', roles: ['instructor'] },
  ...[1, 2, 3, 4, 5].map((n) => ({
    email: `student${n}@demo.test`,
    firstName: ['Ada', 'Ben', 'Chloe', 'Dev', 'Emma'][n - 1]!,
    lastName: 'Student',
    roles: ['learner'],
  })),
] as const;

export const DEMO_CLASS_NAME = 'Class 6A';

/** Every demo sign-in, the platform operator's included, as the start banner lists them. */
export const DEMO_LOGINS = [...DEMO_ACCOUNTS.map((account) => account.email), DEMO_OPERATOR.email];

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The demo institute of ARCHITECTURE.md §3, in one transaction; `dataDir` keeps its demo files. */
export async function seedDemo(db: Db, options: { dataDir?: string } = {}) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [institute] = await tx.insert(institutes).values({ name: 'Demo School', kneuraId: newCode() }).returning();
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          kneuraId: newCode(),
          passwordHash,
          emailVerified: true,
        })),
      )
      .returning();
    await tx.insert(memberships).values(
      created.map((user, index) => ({
        userId: user.id,
        instituteId: institute!.id,
        roles: [...DEMO_ACCOUNTS[index]!.roles],
        isDefault: true,
      })),
    );
    await seedDemoLicensing(tx, institute!.id, passwordHash);
    const teacher = created.find((user) => user.email === 'teacher@demo.test')!;
    const [klass] = await tx
      .insert(classes)
      .values({ instituteId: institute!.id, name: DEMO_CLASS_NAME, joinCode: newCode(6), createdBy: teacher.id })
      .returning();
    await tx.insert(classMembers).values(
      created
        .filter((user) => user.email !== 'admin@demo.test')
        .map((user) => ({
          classId: klass!.id,
          userId: user.id,
          role: user.id === teacher.id ? ('instructor' as const) : ('learner' as const),
        })),
    );
    const students = created.filter((user) => user.email.startsWith('student')).map((user) => user.id);
    await seedDemoAttendance(tx, klass!, teacher.id, students);
    await seedDemoBehaviour(tx, klass!, teacher.id, students);
    await seedDemoFeed(tx, klass!.id, teacher.id, students);
    await seedDemoSchedules(tx, klass!, teacher.id);
    await seedDemoAssessment(tx, klass!, teacher.id);
    await seedDemoBoards(tx, klass!, teacher.id, options.dataDir);
  });
}
