-- A rider's copy of their own data (docs/decisions/249-leaving-with-their-data.md): one row per
-- request, prepared by a job into one zip in the file store, downloadable by its owner for a
-- day after it is ready; the file is removed when that day is over, the row stays as the record
-- that a copy was given.
CREATE TABLE data_exports (
  id          uuid PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id),
  status      text NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready')),
  file_key    text,
  byte_size   integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  ready_at    timestamptz,
  expires_at  timestamptz,
  CHECK ((status = 'ready') = (ready_at IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
CREATE INDEX data_exports_expiring_idx ON data_exports (expires_at) WHERE file_key IS NOT NULL;
