import type { PartnerInput, SubmissionAnswer } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const applyAsPartner = (input: PartnerInput) =>
  apiRequest<SubmissionAnswer>('/partner', { method: 'POST', body: input });

export const useApplyAsPartner = () => useMutation({ mutationFn: applyAsPartner });
