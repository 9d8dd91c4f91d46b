import { assessments, classMembers, classes, institutes, memberships, users } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { openSession } from '../../apps/server/src/modules/auth';

export interface SchoolShape {
  /** Distinguishes the rows of several schools in one database (emails, ids, join codes). */
  tag: string;
  classes: number;
  studentsPerClass: number;
  /** Assessments spread over the classes, every other one published. */
  assessments?: number;
}

/** One institute with a teacher and classes of students, straight in the database; a session each. */
export async function seedSchool(db: Db, shape: SchoolShape) {
  const tag = shape.tag.toUpperCase();
  const [institute] = await db
    .insert(institutes)
    .values({ name: `Bench School ${tag}`, kneuraId: `BI${tag}`.padEnd(8, '0') })
    .returning();
  const [teacher] = await db
    .insert(users)
    .values({
      email: `teacher@${shape.tag}.bench`,
      firstName: 'Bench',
      lastName: 'Teacher',
      kneuraId: `BT${tag}`.padEnd(8, '0'),
      emailVerified: true,
    })
    .returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: shape.studentsPerClass }, (_, i) => ({
        email: `student${i}@${shape.tag}.bench`,
        firstName: `Student${String.fromCharCode(65 + (i % 26))}`,
        lastName: `Number ${i}`,
        kneuraId: `BS${tag}${String(i).padStart(4, '0')}`,
        emailVerified: true,
      })),
    )
    .returning();
  await db.insert(memberships).values([
    { userId: teacher!.id, instituteId: institute!.id, roles: ['instructor'], isDefault: true },
    ...students.map((student) => ({
      userId: student.id,
      instituteId: institute!.id,
      roles: ['learner'],
      isDefault: true,
    })),
  ]);
  const made = await db
    .insert(classes)
    .values(
      Array.from({ length: shape.classes }, (_, i) => ({
        instituteId: institute!.id,
        name: `Bench ${tag} ${i + 1}`,
        joinCode: `B${tag}${i}`.slice(0, 12),
        createdBy: teacher!.id,
      })),
    )
    .returning();
  for (const klass of made) {
    await db
      .insert(classMembers)
      .values([
        { classId: klass.id, userId: teacher!.id, role: 'instructor' as const },
        ...students.map((student) => ({ classId: klass.id, userId: student.id, role: 'learner' as const })),
      ]);
  }
  if (shape.assessments) {
    await db.insert(assessments).values(
      Array.from({ length: shape.assessments }, (_, i) => ({
        instituteId: institute!.id,
        classId: made[i % made.length]!.id,
        name: `Bench ${tag} quiz ${i + 1}`,
        createdBy: teacher!.id,
        status: i % 2 === 0 ? ('Published' as const) : ('Unpublished' as const),
        publishedAt: i % 2 === 0 ? new Date() : null,
      })),
    );
  }
  const token = (await openSession(db, teacher!.id, institute!.id)).token;
  return {
    institute: institute!,
    teacher: teacher!,
    studentIds: students.map((s) => s.id),
    classIds: made.map((c) => c.id),
    token,
  };
}
