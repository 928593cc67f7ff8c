import {
  getMeCall,
  loginCall,
  logoutCall,
  registerCall,
  requestPasswordResetCall,
  resendVerificationCodeCall,
  resetPasswordCall,
  undoEmailChangeCall,
  updateProfileCall,
  verifyAccountCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['accounts'];
const secured = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, verification, passwordReset } = app.services;

  callRoute(
    app,
    registerCall,
    { schema: { tags }, config: { rateLimit: { max: 20, timeWindow: '1 hour' }, errors: ['EMAIL_TAKEN'] } },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body, request.ip)),
  );

  callRoute(
    app,
    loginCall,
    {
      schema: { tags },
      // The login throttle is the service's own (ADR 015): its 429 is not the rate limiter's.
      config: {
        errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'EMAIL_UNVERIFIED', 'TOO_MANY_REQUESTS'],
      },
    },
    async (request) => accounts.login(request.body, request.ip),
  );

  callRoute(
    app,
    logoutCall,
    { onRequest: app.authenticate, schema: { tags, security: secured }, config: app.writeLimits.logout },
    async (request, reply) => {
      await accounts.logout(currentRider(request));
      return reply.status(204).send();
    },
  );

  callRoute(
    app,
    updateProfileCall,
    {
      schema: { tags, security: secured },
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

  callRoute(
    app,
    undoEmailChangeCall,
    { schema: { tags }, config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    async (request) => ({ message: await accounts.emailChanges.undo(request.body.token) }),
  );

  callRoute(
    app,
    verifyAccountCall,
    {
      schema: { tags },
      // Verification answers before sign-in: the emailed code is the proof (docs/decisions/120).
      config: { signedOut: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await verification.verify(request.params.userId, request.body.code);
      return { message: 'Verification Successful' };
    },
  );

  callRoute(
    app,
    resendVerificationCodeCall,
    { schema: { tags }, config: { signedOut: true, rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request) => ({ message: await verification.resend(request.params.userId) }),
  );

  callRoute(
    app,
    requestPasswordResetCall,
    { schema: { tags }, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request) => ({ message: await passwordReset.requestReset(request.body.email) }),
  );

  callRoute(
    app,
    resetPasswordCall,
    { schema: { tags }, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password);
      return { message: 'Password changed' };
    },
  );

  callRoute(
    app,
    getMeCall,
    { onRequest: app.authenticate, schema: { tags, security: secured } },
    async (request) => ({ id: currentRider(request).id }),
  );
};
