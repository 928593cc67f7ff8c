import { z } from 'zod';
import { SessionUser } from './accounts.ts';
import { startDemoSessionAddress } from './addresses/demo.ts';
import { defineCall } from './call.ts';

/**
 * The demo's "Try the demo as" (docs/decisions/276): a visitor signs in at once as the demo's
 * account of a role. The call exists only in the demo (APP_MODE=demo); production answers 404.
 */
export const DEMO_SIGN_IN_ROLES = ['rider', 'driver', 'operator', 'admin', 'bus_partner'] as const;
export type DemoSignInRole = (typeof DEMO_SIGN_IN_ROLES)[number];

export const DemoSessionInput = z.strictObject({ role: z.enum(DEMO_SIGN_IN_ROLES) });
export type DemoSessionInput = z.infer<typeof DemoSessionInput>;

export const startDemoSession = defineCall(startDemoSessionAddress, {
  body: DemoSessionInput,
  answers: { 200: SessionUser },
});
