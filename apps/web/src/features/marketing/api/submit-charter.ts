import { type CharterInput, submitCharterCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const submitCharter = (input: CharterInput) => callApi(submitCharterCall, { body: input });

export const useSubmitCharter = () => useMutation({ mutationFn: submitCharter });
