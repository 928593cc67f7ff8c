import multipart from '@fastify/multipart';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  AvatarParams,
  ChangePasswordAnswer,
  ChangePasswordInput,
  OperatorRouteSuggestionList,
  RouteSuggestion,
  RouteSuggestionInput,
  RouteSuggestionList,
  RouteSuggestionsQuery,
  SessionUser,
  TripPreferences,
  UserIdParams,
} from '@shuttle/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../shared/app-error.ts';
import { currentRider, requireOperator } from '../../shared/auth.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const PublicUser = SessionUser.omit({ token: true, wallet: true });

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
    uploads.patch(
      '/user/avatar/:userId',
      {
        schema: {
          tags,
          security,
          params: UserIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: PublicUser },
        },
        config: app.writeLimits.avatarUpload,
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

  app.get(
    '/users/:userId/avatars/:fileId',
    { schema: { tags, security, params: AvatarParams } },
    async (request, reply) => {
      const avatar = await avatars.read(request.params.userId, request.params.fileId);
      // A new picture gets a new address, so this one never changes.
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(avatar.bytes);
    },
  );

  app.post(
    '/users/:userId/password',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        body: ChangePasswordInput,
        response: { 200: ChangePasswordAnswer },
      },
      config: app.writeLimits.passwordChange,
    },
    async (request) => {
      // Only the rider knows their current password: an operator is no exception here.
      const rider = currentRider(request);
      if (rider.id !== request.params.userId) throw notFound('User not found');
      return passwords.change(rider, request.body);
    },
  );

  app.get(
    '/users/:userId/trip-preferences',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: TripPreferences } },
    },
    async (request) => {
      return preferences.get(request.params.userId);
    },
  );

  app.put(
    '/users/:userId/trip-preferences',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        body: TripPreferences,
        response: { 200: TripPreferences },
      },
      config: app.writeLimits.tripPreferences,
    },
    async (request) => {
      const owner = await accounts.findUser(request.params.userId);
      return preferences.save(owner, request.body);
    },
  );

  app.post(
    '/users/:userId/route-suggestions',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        body: RouteSuggestionInput,
        response: { 201: RouteSuggestion },
      },
      config: app.writeLimits.routeSuggestion,
    },
    async (request, reply) => {
      return reply.status(201).send(await suggestions.suggest(request.params.userId, request.body));
    },
  );

  app.get(
    '/users/:userId/route-suggestions',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: RouteSuggestionList } },
    },
    async (request) => {
      return suggestions.of(request.params.userId);
    },
  );

  app.get(
    '/route-suggestions',
    {
      onRequest: app.authenticateOperator,
      schema: {
        tags: ['operators'],
        security,
        querystring: RouteSuggestionsQuery,
        response: { 200: OperatorRouteSuggestionList },
      },
    },
    async (request) => {
      requireOperator(request);
      return suggestions.page(request.query.page, request.query.limit);
    },
  );
};
