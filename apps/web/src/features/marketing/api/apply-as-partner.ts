import { applyAsPartnerCall, type PartnerInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const applyAsPartner = (input: PartnerInput) => callApi(applyAsPartnerCall, { body: input });

export const useApplyAsPartner = () => useMutation({ mutationFn: applyAsPartner });
