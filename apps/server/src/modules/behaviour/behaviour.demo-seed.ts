import { badgeAwards, behaviourFeedback } from '../../db/schema';
import type { Executor } from '../../db/client';

/** A little feedback and a badge for the demo class, so its behaviour tab and "My progress" show something. */
export async function seedDemoBehaviour(
  tx: Executor,
  klass: { id: string; instituteId: string },
  teacherId: string,
  studentIds: string[],
) {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const entries: Array<[number, string, number, number]> = [
    [0, 'Helping others', 2, 3],
    [1, 'On task', 1, 2],
    [2, 'Off task', -1, 2],
    [0, 'Participating', 1, 1],
    [3, 'Working hard', 2, 1],
  ];
  await tx.insert(behaviourFeedback).values(
    entries
      .filter(([index]) => studentIds[index])
      .map(([index, remarks, behaviorPoints, days]) => ({
        instituteId: klass.instituteId,
        classId: klass.id,
        studentId: studentIds[index]!,
        teacherId,
        remarks,
        behaviorPoints,
        createdAt: daysAgo(days),
      })),
  );
  if (studentIds[0]) {
    await tx.insert(badgeAwards).values({
      instituteId: klass.instituteId,
      classId: klass.id,
      studentId: studentIds[0],
      badgeType: 'STAR_PERFORMER',
      givenBy: teacherId,
      createdAt: daysAgo(1),
    });
  }
}
