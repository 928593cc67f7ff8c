import type { SandboxCheckout } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type SandboxAction = 'pay' | 'fail' | 'close';

export const getSandboxCheckout = (accessCode: string) =>
  apiRequest<SandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(accessCode)}`);

export const sandboxCheckoutQueryOptions = (accessCode: string) =>
  queryOptions({ queryKey: ['sandbox-checkout', accessCode], queryFn: () => getSandboxCheckout(accessCode) });

export function useSandboxCheckout(accessCode: string) {
  return useQuery(sandboxCheckoutQueryOptions(accessCode));
}

export const runSandboxAction = ({ accessCode, action }: { accessCode: string; action: SandboxAction }) =>
  apiRequest<SandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(accessCode)}/${action}`, {
    method: 'POST',
  });

export function useSandboxAction() {
  return useMutation({ mutationFn: runSandboxAction });
}
