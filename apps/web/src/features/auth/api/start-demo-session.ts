import type { DemoSignInRole, SessionUser } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { startSession } from './login.ts';

/** "Try the demo as": the demo's account of `role`, signed in at once (the demo only, ADR 276). */
export const startDemoSession = (role: DemoSignInRole) =>
  apiRequest<SessionUser>('/demo/sessions', { method: 'POST', body: { role } });

export function useDemoSession() {
  return useMutation({
    mutationFn: startDemoSession,
    onSuccess: startSession,
    onError: () => session.end(),
  });
}
