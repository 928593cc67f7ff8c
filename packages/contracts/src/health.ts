import { z } from 'zod';
import { getHealthAddress, getReadinessAddress, getVersionAddress } from './addresses/health.ts';
import { defineCall } from './call.ts';

/* Liveness, readiness and the running release: for orchestrators and deploy checks (ADR 137) */

export const HealthAnswer = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export const ReadyAnswer = z.object({ status: z.literal('ready') });
/** Not ready while the process drains on SIGTERM, or while the database does not answer. */
export const NotReadyAnswer = z.object({ status: z.enum(['draining', 'database_unreachable']) });
export const VersionAnswer = z.object({ name: z.string(), version: z.string() });

export const getHealthCall = defineCall(getHealthAddress, { answers: { 200: HealthAnswer } });
export const getReadinessCall = defineCall(getReadinessAddress, {
  answers: { 200: ReadyAnswer, 503: NotReadyAnswer },
});
export const getVersionCall = defineCall(getVersionAddress, {
  answers: { 200: VersionAnswer },
});
