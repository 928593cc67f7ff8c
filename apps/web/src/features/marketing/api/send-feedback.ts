import { type FeedbackInput, sendFeedbackCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const sendFeedback = (input: FeedbackInput) => callApi(sendFeedbackCall, { body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
