import { MESSAGES, type UploadAnswer } from '@shuttle/contracts';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';

/**
 * Sends the licence image on its own (multipart); the programme form then refers to it by the
 * id answered (docs/decisions/043-licence-upload-before-survey.md).
 */
export async function uploadLicence(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/uploads/licences`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.genericError, undefined);
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<UploadAnswer> & {
    message?: unknown;
    code?: unknown;
  };
  if (!response.ok || typeof payload.upload_id !== 'string') {
    const serverMessage = typeof payload.message === 'string' ? payload.message : undefined;
    throw new ApiError(
      response.status,
      typeof payload.code === 'string' ? payload.code : 'UNKNOWN',
      serverMessage ?? MESSAGES.genericError,
      serverMessage,
    );
  }
  return { upload_id: payload.upload_id };
}
