import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@shuttle/contracts';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

/**
 * Uploaded images (docs/security.md#uploads): recognised by their bytes, never by their name or
 * the type the client claims; PNG and JPEG only; size and pixel dimensions capped; stored
 * under a random name in the file store (`deps.files`), never in the folder the web app is
 * served from.
 */

export const MAX_IMAGE_SIDE = 8000;
/** About a 40-megapixel camera: more than any phone photo of a licence, less than a decoding bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size is in its first chunk, which must be IHDR. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...), which carry the size. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Walks a JPEG's marker segments up to its frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * What an image really is, from its bytes: 415 for anything but a readable PNG or JPEG
 * (an SVG or a PDF renamed .png included), 422 when its pixel size is beyond the cap.
 */
export function inspectImage(bytes: Buffer): ImageInfo {
  let info: ImageInfo | null = null;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const size = pngSize(bytes);
    if (size) info = { type: 'image/png', ...size };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    if (size) info = { type: 'image/jpeg', ...size };
  }
  if (!info || info.width < 1 || info.height < 1) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.onlyImages);
  }
  if (
    info.width > MAX_IMAGE_SIDE ||
    info.height > MAX_IMAGE_SIDE ||
    info.width * info.height > MAX_IMAGE_PIXELS
  ) {
    throw new AppError('UNPROCESSABLE', MESSAGES.imageTooManyPixels);
  }
  return info;
}

/**
 * Decodes the image and encodes it again in its own format, so that only pixels are kept:
 * bytes after the image's end (a polyglot's ZIP or script), metadata (EXIF with the phone's
 * location) and malformed chunks are gone (docs/decisions/108-licence-images-re-encoded.md).
 * The header was checked first (`inspectImage`), so nothing beyond the pixel cap is decoded.
 */
export async function reencodeImage(bytes: Buffer, info: ImageInfo): Promise<{ bytes: Buffer } & ImageInfo> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      info.type === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 90, mozjpeg: true });
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, type: info.type, width: out.width, height: out.height };
  } catch {
    throw new AppError('UNPROCESSABLE', MESSAGES.imageUnreadable);
  }
}

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A new random key for an image in the file store (ADR 136): the server names it, never the client. */
export const newImageKey = (type: ImageType) => `${randomUUID()}.${EXTENSIONS[type]}`;
