import type { CallAddress } from '../call.ts';

/** Where each call of `forms.ts` is answered, without its schemas (docs/decisions/287). */

export const submitCharterAddress = 'POST /charters' satisfies CallAddress;
export const signUpDriverAddress = 'POST /drivers' satisfies CallAddress;
export const applyAsPartnerAddress = 'POST /partner' satisfies CallAddress;
export const submitSurveyAddress = 'POST /survey' satisfies CallAddress;
export const sendFeedbackAddress = 'POST /admins/feedback' satisfies CallAddress;
export const uploadLicenceAddress = 'POST /uploads/licences' satisfies CallAddress;
