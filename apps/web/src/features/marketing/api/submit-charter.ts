import type { CharterInput, SubmissionAnswer } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const submitCharter = (input: CharterInput) =>
  apiRequest<SubmissionAnswer>('/charters', { method: 'POST', body: input });

export const useSubmitCharter = () => useMutation({ mutationFn: submitCharter });
