import {
  ForgotPasswordInput,
  LoginInput,
  MessageAnswer,
  RegisterInput,
  ResendCodeInput,
  ResetPasswordInput,
  SessionUser,
  UndoEmailChangeInput,
  UpdateProfileInput,
  UserIdParams,
  VerifyInput,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRider } from '../../shared/auth.ts';

const PublicUser = SessionUser.omit({ token: true, wallet: true });
const tags = ['accounts'];
const secured = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, verification, passwordReset } = app.services;

  app.post(
    '/users',
    {
      schema: { tags, body: RegisterInput, response: { 201: SessionUser } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body, request.ip)),
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginInput, response: { 200: SessionUser } } },
    async (request) => accounts.login(request.body, request.ip),
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags, security: secured }, config: app.writeLimits.logout },
    async (request, reply) => {
      await accounts.logout(currentRider(request));
      return reply.status(204).send();
    },
  );

  app.patch(
    '/users/:userId',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: UpdateProfileInput,
        response: { 200: PublicUser },
      },
      // Per signed-in user, staff included (the route group's check runs before the limiter):
      // each save can mail someone.
      config: app.writeLimits.profileSave,
    },
    async (request) => {
      // The route group checked that this is the rider or staff (docs/decisions/120).
      const actor = currentRider(request);
      return accounts.publicUser(await accounts.updateProfile(actor, request.params.userId, request.body));
    },
  );

  app.post(
    '/email-changes/undo',
    {
      schema: { tags, body: UndoEmailChangeInput, response: { 200: MessageAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => ({ message: await accounts.emailChanges.undo(request.body.token) }),
  );

  app.post(
    '/users/:userId/verify',
    {
      // Verification answers before sign-in: the emailed code is the proof (docs/decisions/120).
      schema: { tags, params: UserIdParams, body: VerifyInput, response: { 200: MessageAnswer } },
      config: { signedOut: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await verification.verify(request.params.userId, request.body.code);
      return { message: 'Verification Successful' };
    },
  );

  app.post(
    '/users/:userId/verify/resend',
    {
      schema: {
        tags,
        params: UserIdParams,
        body: ResendCodeInput.optional(),
        response: { 200: MessageAnswer },
      },
      config: { signedOut: true, rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => ({ message: await verification.resend(request.params.userId) }),
  );

  app.post(
    '/password',
    {
      schema: { tags, body: ForgotPasswordInput, response: { 200: MessageAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => ({ message: await passwordReset.requestReset(request.body.email) }),
  );

  app.post(
    '/password/change',
    {
      schema: { tags, body: ResetPasswordInput, response: { 200: MessageAnswer } },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password);
      return { message: 'Password changed' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags, security: secured, response: { 200: z.object({ id: z.number() }) } },
    },
    async (request) => ({ id: currentRider(request).id }),
  );
};
