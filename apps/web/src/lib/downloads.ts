import { MESSAGES } from '@shuttle/contracts';
import { API_BASE, ApiError } from './api-client.ts';
import { session } from './session.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the API gave the file (its Content-Disposition), else `fallbackName`. */
  filename: string;
}

/**
 * Fetches a file only its owner may read, with the session's bearer token (a plain link could
 * not carry it) and the form asked for in `Accept`. A refusal's sentence reaches the rider.
 */
export async function fetchFile(
  path: string,
  accept: string,
  fallbackName: string,
  query: Record<string, string> = {},
): Promise<DownloadedFile> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const current = session.get();
  const response = await fetch(url, {
    headers: { accept, ...(current ? { authorization: `Bearer ${current.token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { code?: string; message?: string }
      | undefined;
    const message = body?.message ?? MESSAGES.genericError;
    throw new ApiError(response.status, body?.code ?? 'UNKNOWN', message, body?.message);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? fallbackName };
}

/** Hands a fetched file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
