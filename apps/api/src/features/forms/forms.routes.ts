import multipart from '@fastify/multipart';
import {
  applyAsPartnerCall,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  sendFeedbackCall,
  signUpDriverCall,
  submitCharterCall,
  submitSurveyCall,
  uploadLicenceCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error.ts';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['forms'];
/** Every public form, per client address (docs/decisions/042-public-form-limits.md). */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };
const limited = { rateLimit: FORM_RATE_LIMIT };

/** The marketing site's forms (docs/product.md#public-forms) and the operators' lists of them. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forms, uploads } = app.services;

  callRoute(
    app,
    submitCharterCall,
    {
      // Open to visitors; a signed-in rider's request is kept under their account (spec 2).
      onRequest: async (request) => {
        if (request.headers.authorization) {
          request.rider = await app.tokens.authenticate(request.headers.authorization);
        }
      },
      schema: { tags },
      config: { ...limited, errors: ['UNAUTHORIZED'] },
    },
    async (request, reply) => reply.status(201).send(await forms.submitCharter(request.body, request.rider)),
  );

  callRoute(app, signUpDriverCall, { schema: { tags }, config: limited }, async (request, reply) =>
    reply.status(201).send(await forms.applyToDrive(request.body)),
  );

  callRoute(app, applyAsPartnerCall, { schema: { tags }, config: limited }, async (request, reply) =>
    reply.status(201).send(await forms.applyAsPartner(request.body)),
  );

  callRoute(app, submitSurveyCall, { schema: { tags }, config: limited }, async (request, reply) =>
    reply.status(201).send(await forms.submitSurvey(request.body)),
  );

  callRoute(app, sendFeedbackCall, { schema: { tags }, config: limited }, async (request, reply) =>
    reply.status(201).send(await forms.sendFeedback(request.body)),
  );

  // Multipart is parsed only here: every other route takes JSON alone.
  await app.register(async (uploadScope) => {
    await uploadScope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    callRoute(
      uploadScope,
      uploadLicenceCall,
      {
        schema: { tags, consumes: ['multipart/form-data'] },
        config: { ...limited, upload: { field: 'file' } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
        }
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', 'Attach one image as the form field "file".');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof uploadScope.multipartErrors.RequestFileTooLargeError) {
            throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge);
          }
          throw error;
        }
        const uploadId = await uploads.accept('driver_licence', bytes);
        return reply.status(201).send({ upload_id: uploadId });
      },
    );
  });
};
