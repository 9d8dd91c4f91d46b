import {
  MESSAGES,
  PROFILE_MESSAGES,
  PROFILE_PICTURE,
  getUserLanguageRoute,
  profilePictureRoute,
  saveUserLanguageRoute,
  teacherInfoRoute,
  updateProfileRoute,
  uploadProfilePictureRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { addRoute } from '../../lib/route';
import { createPictureStore } from './picture-store';
import * as profile from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE.maxBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  const db = app.db;
  const pictures = createPictureStore(app.config.dataDir);

  addRoute(app, teacherInfoRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await profile.getProfile(db, actor()),
  }));

  addRoute(app, updateProfileRoute, async ({ actor, body }) => ({
    message: PROFILE_MESSAGES.updated,
    data: await profile.updateProfile(db, actor(), body),
  }));

  addRoute(app, uploadProfilePictureRoute, async ({ actor, request }) => {
    const caller = actor();
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.multipartOnly);
    return {
      message: PROFILE_MESSAGES.pictureUpdated,
      data: await profile.savePicture({ db, pictures, log: request.log }, caller, await request.file()),
    };
  });

  addRoute(app, profilePictureRoute, async ({ actor, params, reply, request }) => {
    const picture = await profile.getPicture({ db, pictures, log: request.log }, actor(), params.userId);
    return reply
      .type(picture.type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .send(picture.bytes);
  });

  addRoute(app, saveUserLanguageRoute, async ({ actor, body }) => ({
    message: PROFILE_MESSAGES.languageSaved,
    data: await profile.saveLanguage(db, actor(), body.language),
  }));

  addRoute(app, getUserLanguageRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await profile.getLanguage(db, actor()),
  }));
}
