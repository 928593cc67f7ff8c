import {
  ForgotPasswordInput,
  LoginInput,
  MessageAnswer,
  RegisterInput,
  ResendCodeInput,
  ResetPasswordInput,
  SessionUser,
  UpdateProfileInput,
  UserIdParams,
  VerifyInput,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRider, requireSelf } from '../../shared/auth.ts';
import { AccountsService } from './accounts.service.ts';
import { PasswordResetService } from './password-reset.service.ts';
import { VerificationService } from './verification.service.ts';

const PublicUser = SessionUser.omit({ token: true, wallet: true });
const tags = ['accounts'];
const secured = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountsService(app.deps, app.tokens);
  const verification = new VerificationService(app.deps, accounts);
  const passwordReset = new PasswordResetService(app.deps);

  app.post(
    '/users',
    {
      schema: { tags, body: RegisterInput, response: { 201: SessionUser } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginInput, response: { 200: SessionUser } } },
    async (request) => accounts.login(request.body, request.ip),
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags, security: secured } },
    async (request, reply) => {
      await accounts.logout(currentRider(request));
      return reply.status(204).send();
    },
  );

  app.patch(
    '/users/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: UpdateProfileInput,
        response: { 200: PublicUser },
      },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
      return accounts.publicUser(await accounts.updateProfile(request.params.userId, request.body));
    },
  );

  app.post(
    '/users/:userId/verify',
    {
      schema: { tags, params: UserIdParams, body: VerifyInput, response: { 200: MessageAnswer } },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
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
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
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
