import { type ProgrammePayload, SURVEY_TYPE, type SurveyInput, submitSurveyCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { createParticipantAccount } from './create-participant-account.ts';
import { uploadLicence } from './upload-licence.ts';

/** POST /survey with survey_type she_moves and the entire form as payload (docs/api-conventions.md#calls). */
export const submitProgrammeApplication = (input: SurveyInput) => callApi(submitSurveyCall, { body: input });

export interface ProgrammeApplication {
  payload: ProgrammePayload;
  /** The driver's licence image, sent first so that the survey can name it. */
  licence: File | null;
  /** The city a participant's rider account belongs to: the first supported city. */
  cityId: number | undefined;
}

async function applyToProgramme({ payload, licence, cityId }: ProgrammeApplication) {
  const complete =
    payload.scope === 'driver' && licence
      ? { ...payload, licence_upload_id: (await uploadLicence(licence)).upload_id }
      : payload;
  const answer = await submitProgrammeApplication({
    fname: complete.fname,
    lname: complete.lname,
    email: complete.email,
    survey_type: SURVEY_TYPE,
    payload: complete,
  });
  if (complete.scope === 'participant') {
    await createParticipantAccount({
      fname: complete.fname,
      lname: complete.lname,
      email: complete.email,
      password: complete.password,
      phone: complete.phone,
      city_id: cityId,
    });
  }
  return answer;
}

export const useSubmitProgrammeApplication = () => useMutation({ mutationFn: applyToProgramme });
