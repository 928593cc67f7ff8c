-- Keys every API process on this database shares (docs/decisions/111). Session tokens name the
-- key that signed them (`kid`); a new generation signs once the newest is old enough, and older
-- ones only verify until the last token they signed has expired. Two processes that rotate at
-- once both try the same generation: the UNIQUE constraint lets exactly one key in.
CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  generation  integer NOT NULL UNIQUE,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL
);

-- Secrets that never rotate, by purpose: the key of the keyed hashes of one-time codes and of
-- form submissions, which must match whichever process checks them.
CREATE TABLE server_secrets (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
