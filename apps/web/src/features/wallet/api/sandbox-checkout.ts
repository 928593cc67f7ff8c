import { getSandboxCheckoutCall, sandboxActionCalls } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type SandboxAction = keyof typeof sandboxActionCalls;

export const getSandboxCheckout = (accessCode: string) =>
  callApi(getSandboxCheckoutCall, { params: { accessCode } });

export const sandboxCheckoutQueryOptions = (accessCode: string) =>
  queryOptions({ queryKey: ['sandbox-checkout', accessCode], queryFn: () => getSandboxCheckout(accessCode) });

export function useSandboxCheckout(accessCode: string) {
  return useQuery(sandboxCheckoutQueryOptions(accessCode));
}

export const runSandboxAction = ({ accessCode, action }: { accessCode: string; action: SandboxAction }) =>
  callApi(sandboxActionCalls[action], { params: { accessCode } });

export function useSandboxAction() {
  return useMutation({ mutationFn: runSandboxAction });
}
