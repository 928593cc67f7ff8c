import { type SQL, sql } from '@shuttle/db';

/**
 * The push outbox's insert as one part of a caller's single statement: `push` is a JSON value
 * `{ id, user_ids, title, body, link }` and `at` its time, both SQL over `from`; a row is
 * queued where `when` holds and `push` is an object. The booking's write queues its
 * confirmation's push this way, keeping its one round trip (docs/decisions/263), while the
 * outbox's columns stay this feature's to change (docs/decisions/269).
 */
export const queuePushFrom = (parts: { push: SQL; at: SQL; from: SQL; when: SQL }): SQL =>
  sql`INSERT INTO outbox_pushes (id, user_ids, title, body, link, created_at)
      SELECT (${parts.push}->>'id')::uuid,
             ARRAY(SELECT jsonb_array_elements_text(${parts.push}->'user_ids')::int),
             ${parts.push}->>'title', ${parts.push}->>'body', ${parts.push}->>'link', ${parts.at}
      FROM ${parts.from}
      WHERE jsonb_typeof(${parts.push}) = 'object' AND ${parts.when}
      RETURNING 1`;
