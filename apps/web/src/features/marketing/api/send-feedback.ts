import type { FeedbackInput, SubmissionAnswer } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const sendFeedback = (input: FeedbackInput) =>
  apiRequest<SubmissionAnswer>('/admins/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
