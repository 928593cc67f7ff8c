import { type DriverSignupInput, signUpDriverCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const signUpDriver = (input: DriverSignupInput) => callApi(signUpDriverCall, { body: input });

export const useSignUpDriver = () => useMutation({ mutationFn: signUpDriver });
