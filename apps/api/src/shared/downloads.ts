import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What an answer that comes in several forms (JSON, CSV, PDF) is sent as: the first of `offered`
 * the Accept header names, in the header's order of preference (q values), else JSON, the API's
 * form for a client that asks for nothing in particular.
 */
export function chosenType<Type extends string>(
  request: FastifyRequest,
  offered: readonly Type[],
): Type | 'json' {
  const wanted = (request.headers.accept ?? '')
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { type: type.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { type } of wanted) {
    if (type === 'application/json') return 'json';
    const match = offered.find((each) => each === type);
    if (match) return match;
  }
  return 'json';
}

/** A cell of money in kobo, written as naira with two decimals and its sign, as a number. */
export interface MoneyCell {
  kobo: number;
}
export type CsvValue = string | number | null | MoneyCell;

/**
 * A cell as spreadsheets read it safely: quoted, and a text that starts like a formula (= + - @,
 * a tab or a carriage return) prefixed with an apostrophe, so opening the file never runs
 * anything (OWASP "CSV injection"). Numbers are the server's own and stay numbers, signs and all.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object') {
    const whole = Math.abs(value.kobo);
    return `${value.kobo < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  }
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header and a row per line, CRLF as RFC 4180 writes it. */
export function csvDocument(header: string[], rows: CsvValue[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A download's Content-Disposition: the file's name, with the characters a header allows. */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`;

/**
 * Sends a file on a route that answers JSON unless asked otherwise: bytes pass Fastify's JSON
 * serializer untouched, which the route's typed reply (its JSON schema's type) does not know, so
 * the reply is taken here as the untyped one. Never cached: the file is one person's.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; filename: string; body: Buffer | string },
): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', attachment(file.filename))
    .header('cache-control', 'no-store')
    .send(file.body);
}
