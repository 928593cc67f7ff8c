import type { CharterInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The definition loads when the request is sent (the form's check, loaded on focus, has brought
 * it by then): zod and the contracts stay out of /charter's first load (docs/decisions/291).
 */
export const submitCharter = (input: CharterInput) =>
  callApi(() => import('@shuttle/contracts/forms').then((calls) => calls.submitCharterCall), {
    body: input,
  });

export const useSubmitCharter = () => useMutation({ mutationFn: submitCharter });
