import type { DriverSignupInput, SubmissionAnswer } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const signUpDriver = (input: DriverSignupInput) =>
  apiRequest<SubmissionAnswer>('/drivers', { method: 'POST', body: input });

export const useSignUpDriver = () => useMutation({ mutationFn: signUpDriver });
