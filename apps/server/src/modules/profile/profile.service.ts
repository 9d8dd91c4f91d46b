import { PROFILE_MESSAGES, PEOPLE_MESSAGES, type UiLanguage, type UpdateProfileBody } from '@bright/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { type PictureStore, sniffPictureType } from './picture-store';
import { canSeePicture, canSetTeacherCategory } from './profile.policy';
import { toProfile } from './profile.presenter';
import * as q from './profile.queries';

export interface ProfileContext {
  db: Db;
  pictures: PictureStore;
  log: FastifyBaseLogger;
}

async function present(db: Db, actor: Actor, user: q.UserRow | undefined) {
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  return toProfile(user, actor.roles, await q.findInstituteName(db, actor.instituteId));
}

export async function getProfile(db: Db, actor: Actor) {
  return present(db, actor, await q.findUser(db, actor.userId));
}

/** The caller's names, contact number and (staff only) teacher category; '' clears an optional field. */
export async function updateProfile(db: Db, actor: Actor, body: UpdateProfileBody) {
  if (body.teacherCategory !== undefined && !canSetTeacherCategory(actor.roles)) {
    throw badRequest(PROFILE_MESSAGES.categoryNotForStudents);
  }
  const user = await db.transaction(async (tx) =>
    q.updateUser(tx, actor.userId, {
      firstName: body.firstName,
      ...(body.lastName !== undefined ? { lastName: body.lastName || null } : {}),
      ...(body.contactNumber !== undefined ? { contactNumber: body.contactNumber || null } : {}),
      ...(body.teacherCategory !== undefined ? { teacherCategory: body.teacherCategory } : {}),
    }),
  );
  return present(db, actor, user);
}

async function readUpload(file: MultipartFile) {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.pictureTooLarge);
    }
    throw error;
  }
}

/**
 * Stores a new picture for the caller: PNG, JPEG or WebP by magic bytes (415 otherwise), at most 2 MB
 * (413). The file is written first; the row then points at it; the old file goes after the commit.
 */
export async function savePicture(ctx: ProfileContext, actor: Actor, file: MultipartFile | undefined) {
  if (!file || file.fieldname !== 'photo') throw badRequest(PROFILE_MESSAGES.provideFile);
  const bytes = await readUpload(file);
  const type = sniffPictureType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.pictureType);
  const stored = await ctx.pictures.save(actor.userId, bytes, type);
  let previous: string | null = null;
  let user: q.UserRow | undefined;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const current = await q.lockUser(tx, actor.userId);
      if (!current) throw notFound(PEOPLE_MESSAGES.userNotFound);
      previous = current.profilePicture;
      return q.updateUser(tx, actor.userId, { profilePicture: stored });
    });
  } catch (error) {
    await ctx.pictures.remove(stored);
    throw error;
  }
  if (previous) {
    await ctx.pictures.remove(previous).catch((error) => ctx.log.warn({ err: error }, 'old picture not removed'));
  }
  return present(ctx.db, actor, user);
}

/** A user's picture: one's own, or that of a member of one's active institute. */
export async function getPicture(ctx: ProfileContext, actor: Actor, userId: string) {
  const inActiveInstitute =
    userId !== actor.userId && actor.instituteId ? await q.isMember(ctx.db, userId, actor.instituteId) : false;
  enforce(canSeePicture(actor, { userId, inActiveInstitute }), PEOPLE_MESSAGES.userNotFound);
  const user = await q.findUser(ctx.db, userId);
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  const picture = user.profilePicture ? await ctx.pictures.read(user.profilePicture) : null;
  if (!picture) throw notFound(PROFILE_MESSAGES.noPicture);
  return picture;
}

export async function saveLanguage(db: Db, actor: Actor, language: UiLanguage) {
  const user = await db.transaction((tx) => q.updateUser(tx, actor.userId, { language }));
  if (!user) throw badRequest(PROFILE_MESSAGES.languageRefused);
  return { language: user.language as UiLanguage };
}

export async function getLanguage(db: Db, actor: Actor) {
  const user = await q.findUser(db, actor.userId);
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  return { language: user.language };
}
