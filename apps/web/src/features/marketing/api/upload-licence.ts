import { uploadLicenceCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Sends the licence image on its own (multipart); the programme form then refers to it by the
 * id answered (docs/decisions/043-licence-upload-before-survey.md).
 */
export function uploadLicence(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(uploadLicenceCall, { body });
}
