import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { UI_LANGUAGES, type UiLanguage } from './languages';
import { ContactNumber, EntityId, FirstName, LastName } from './people';
import { Role } from './roles';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** SPEC §6 teacher categories. */
export const TEACHER_CATEGORIES = [
  'General',
  'CBSE',
  'ICSE',
  'COMPUTER',
  'CAT',
  'JEE',
  'GMAT',
  'GRE',
  'TOEFL',
] as const;
export const TeacherCategory = z.enum(TEACHER_CATEGORIES, { error: 'Invalid teacher category' });
export type TeacherCategory = z.infer<typeof TeacherCategory>;

export const PROFILE_MESSAGES = defineMessages('profile', {
  updated: 'Profile updated',
  pictureUpdated: 'Profile picture updated',
  noPicture: 'No profile picture',
  provideFile: 'Please provide: photo',
  pictureType: 'Only PNG, JPEG or WebP images are allowed',
  pictureTooLarge: 'The picture must be at most 2 MB',
  multipartOnly: 'Send the picture as multipart/form-data in the file field photo',
  languageRefused: 'unable to update user or language',
  languageSaved: 'Language saved',
  categoryNotForStudents: 'Invalid field to update',
} as const);

/** Profile pictures: the multipart file field, the accepted types (checked by magic bytes) and the size. */
export const PROFILE_PICTURE = {
  field: 'photo',
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The caller's own profile (Profile and Manage Profile pages). */
export const Profile = z
  .object({
    userId: z.string(),
    kneuraId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    contactNumber: z.string().nullable(),
    /** GET it with the session token; null when there is none. */
    profilePictureUrl: z.string().nullable(),
    language: z.string(),
    teacherCategory: TeacherCategory.nullable(),
    emailVerified: z.boolean(),
    roles: z.array(Role),
    instituteName: z.string().nullable(),
    abilities: z.object({ canSetTeacherCategory: z.boolean() }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

export const teacherInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/teacherInfo',
  summary: "The caller's profile",
  tags: ['profile'],
  access: access.signedIn,
  response: envelope(Profile),
});

export const UpdateProfileBody = z.strictObject({
  firstName: FirstName,
  lastName: LastName.optional(),
  contactNumber: ContactNumber.optional(),
  /** Staff only; null clears it. */
  teacherCategory: TeacherCategory.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const updateProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/profile/update',
  summary: "Update the caller's name, contact number and teacher category",
  tags: ['profile'],
  access: access.signedIn,
  body: UpdateProfileBody,
  response: envelope(Profile),
});

export const uploadProfilePictureRoute = defineRoute({
  method: 'POST',
  path: '/api/profile/picture',
  summary: 'Upload the caller\'s picture: multipart/form-data, file field "photo", PNG/JPEG/WebP up to 2 MB',
  tags: ['profile'],
  access: access.signedIn,
  response: envelope(Profile),
  media: { multipart: { files: [PROFILE_PICTURE.field], required: true } },
});

export const profilePictureRoute = defineRoute({
  method: 'GET',
  path: '/api/profile/picture/:userId',
  summary: 'The picture of a user of the same institute (image bytes)',
  tags: ['profile'],
  access: access.signedIn,
  params: z.object({ userId: EntityId }),
  response: z.unknown().meta({ description: 'The image (image/png, image/jpeg or image/webp)' }),
  media: { produces: PROFILE_PICTURE.types },
});

const LANGUAGE_CODES = UI_LANGUAGES.map((language) => language.code) as [UiLanguage, ...UiLanguage[]];
export const Language = z.enum(LANGUAGE_CODES, { error: PROFILE_MESSAGES.languageRefused });

export const saveUserLanguageRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/saveUserLanguage',
  summary: "Save the caller's UI language (one of the 16 UI codes)",
  tags: ['profile'],
  access: access.signedIn,
  body: z.strictObject({ language: Language }),
  response: envelope(z.object({ language: Language })),
});

export const getUserLanguageRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/getUserLanguage',
  summary: "The caller's saved UI language",
  tags: ['profile'],
  access: access.signedIn,
  response: envelope(z.object({ language: z.string() })),
});
