import type { ClassMember, ClassMemberType, StudentListItem } from '@bright/contracts';
import type { ClassMemberRow } from './class-people.queries';

export function toClassMember(row: ClassMemberRow, type: ClassMemberType): ClassMember {
  return {
    id: row.user.id,
    kneuraId: row.user.kneuraId,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    type,
    joinedAt: row.joinedAt.toISOString(),
    registered: row.user.passwordHash !== null,
    guardianName: row.guardian?.guardianName ?? null,
    guardianContactNumber: row.guardian?.guardianContactNumber ?? null,
  };
}

export function toStudentListItem(
  row: ClassMemberRow,
  classes: ReadonlyArray<{ userId: string; classId: string; name: string }>,
): StudentListItem {
  return {
    id: row.user.id,
    kneuraId: row.user.kneuraId,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    registered: row.user.passwordHash !== null,
    joinedAt: row.joinedAt.toISOString(),
    guardianName: row.guardian?.guardianName ?? null,
    guardianContactNumber: row.guardian?.guardianContactNumber ?? null,
    classes: classes
      .filter((entry) => entry.userId === row.user.id)
      .map((entry) => ({ classId: entry.classId, name: entry.name })),
  };
}
