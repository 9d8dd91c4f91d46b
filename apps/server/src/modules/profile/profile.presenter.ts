import { type Profile, type Role, TEACHER_CATEGORIES, type TeacherCategory } from '@bright/contracts';
import { pictureUrl } from '../people';
import { canSetTeacherCategory } from './profile.policy';
import type { UserRow } from './profile.queries';

const asCategory = (value: string | null): TeacherCategory | null =>
  (TEACHER_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as TeacherCategory) : null;

export function toProfile(user: UserRow, roles: Role[], instituteName: string | null): Profile {
  return {
    userId: user.id,
    kneuraId: user.kneuraId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    contactNumber: user.contactNumber,
    profilePictureUrl: pictureUrl(user),
    language: user.language,
    teacherCategory: asCategory(user.teacherCategory),
    emailVerified: user.emailVerified,
    roles,
    instituteName,
    abilities: { canSetTeacherCategory: canSetTeacherCategory(roles) },
  };
}
