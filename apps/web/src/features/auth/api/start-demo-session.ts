import { type DemoSignInRole, startDemoSession as startDemoSessionCall } from '@shuttle/contracts/demo';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

/**
 * "Try the demo as": the demo's account of `role`, signed in at once (the demo only, ADR 276).
 * Its definition comes with the buttons' own chunk, which only the demo downloads.
 */
export const startDemoSession = (role: DemoSignInRole) => callApi(startDemoSessionCall, { body: { role } });

export function useDemoSession() {
  return useMutation({
    mutationFn: startDemoSession,
    onSuccess: startSession,
    onError: () => session.end(),
  });
}
