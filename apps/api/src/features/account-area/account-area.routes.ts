import multipart from '@fastify/multipart';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  changePasswordCall,
  getAvatarCall,
  getRouteSuggestionsCall,
  getTripPreferencesCall,
  saveTripPreferencesCall,
  suggestRouteCall,
  uploadAvatarCall,
} from '@shuttle/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../shared/app-error.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The picture arrives as multipart/form-data in a field named avatar (docs/api-conventions.md#calls). */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data in a field named avatar.',
    );
  }
  try {
    const file = await request.file();
    if (file?.fieldname !== 'avatar') {
      throw new AppError('VALIDATION_ERROR', 'Send the picture in a field named avatar.');
    }
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.avatarTooLarge);
    }
    throw error;
  }
}

export const accountAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    accounts,
    avatars,
    passwordChange: passwords,
    tripPreferences: preferences,
    routeSuggestions: suggestions,
  } = app.services;

  // Multipart is parsed only here, in its own plugin scope, with the avatar's limits.
  const avatarUpload: FastifyPluginAsyncZod = async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, parts: 1 },
      throwFileSizeLimit: true,
    });
    callRoute(
      uploads,
      uploadAvatarCall,
      {
        schema: { tags, security, consumes: ['multipart/form-data'] },
        config: { ...app.writeLimits.avatarUpload, upload: { field: 'avatar' } },
      },
      async (request) => {
        const { userId } = request.params;
        return accounts.publicUser(
          await avatars.upload(currentRider(request), userId, await readAvatarUpload(request)),
        );
      },
    );
  };
  await app.register(avatarUpload);

  callRoute(app, getAvatarCall, { schema: { tags, security } }, async (request, reply) => {
    const avatar = await avatars.read(request.params.userId, request.params.fileId);
    // A new picture gets a new address, so this one never changes.
    return reply
      .type(avatar.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(avatar.bytes);
  });

  callRoute(
    app,
    changePasswordCall,
    { schema: { tags, security }, config: app.writeLimits.passwordChange },
    async (request) => {
      // Only the rider knows their current password: an operator is no exception here.
      const rider = currentRider(request);
      if (rider.id !== request.params.userId) throw notFound('User not found');
      return passwords.change(rider, request.body);
    },
  );

  callRoute(app, getTripPreferencesCall, { schema: { tags, security } }, async (request) => {
    return preferences.get(request.params.userId);
  });

  callRoute(
    app,
    saveTripPreferencesCall,
    { schema: { tags, security }, config: app.writeLimits.tripPreferences },
    async (request) => {
      const owner = await accounts.findUser(request.params.userId);
      return preferences.save(owner, request.body);
    },
  );

  callRoute(
    app,
    suggestRouteCall,
    { schema: { tags, security }, config: app.writeLimits.routeSuggestion },
    async (request, reply) => {
      return reply.status(201).send(await suggestions.suggest(request.params.userId, request.body));
    },
  );

  callRoute(app, getRouteSuggestionsCall, { schema: { tags, security } }, async (request) => {
    return suggestions.of(request.params.userId);
  });
};
