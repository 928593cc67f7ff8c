import { getReceiptCall, getReceiptsCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { chosenType, sendDownload } from '../../shared/downloads.ts';

const tags = ['receipts'];
const security = [{ bearer: [] }];

/** A rider's receipts (docs/product.md#receipts-and-statements); the `:userId` guard checks who asks. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receipts } = app.services;

  callRoute(
    app,
    getReceiptsCall,
    { schema: { tags, security, summary: 'My receipts, newest first' } },
    (request) => receipts.list(request.params.userId, request.query.page, request.query.limit),
  );

  callRoute(
    app,
    getReceiptCall,
    {
      schema: { tags, security, summary: 'One receipt, as JSON or, with Accept: application/pdf, as a PDF' },
    },
    async (request, reply) => {
      const { userId, receiptId } = request.params;
      if (chosenType(request, ['application/pdf']) === 'json') return receipts.one(userId, receiptId);
      const { receipt, bytes } = await receipts.pdf(userId, receiptId);
      return sendDownload(reply, {
        type: 'application/pdf',
        filename: `receipt-${receipt.number}.pdf`,
        body: bytes,
      });
    },
  );
};
