import { type DailyReport, getDailyReportCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { callRoute } from '../../shared/call-route.ts';
import { dailyReportCsv } from './daily-report-csv.ts';

/** GET /v1/ops/reports/daily?from&to: JSON, or CSV for `Accept: text/csv` (ADR 185). */
export const dailyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dailyReport } = app.services;
  callRoute(
    app,
    getDailyReportCall,
    { schema: { tags: OPS_TAGS, security: OPS_SECURITY } },
    async (request, reply) => {
      const report = await dailyReport.daily(request.query);
      if (!request.headers.accept?.includes('text/csv')) return report;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="daily-report-${report.from}-${report.to}.csv"`,
          )
          // Text with its own serializer; the cast only satisfies the JSON answer's type.
          .serializer((payload: unknown) => String(payload))
          .send(dailyReportCsv(report) as unknown as DailyReport)
      );
    },
  );
};
