-- Web pushes of rider notices, written in the transaction of what they report and sent after
-- its commit (docs/notices.md, docs/decisions/263). A push is best effort: the sender deletes
-- the row as it claims it, so a failed or interrupted send is not tried again, and a push that
-- waited past its use (the server was down) is dropped unsent. Nothing here is kept for long.
CREATE TABLE outbox_pushes (
  id          uuid PRIMARY KEY,
  user_ids    integer[] NOT NULL CHECK (cardinality(user_ids) >= 1),
  -- What the rider's notification says, within the same bounds, and where it leads in the app.
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body        text NOT NULL CHECK (length(body) <= 1000),
  link        text NOT NULL CHECK (link LIKE '/%' AND link NOT LIKE '//%'),
  created_at  timestamptz NOT NULL
);
CREATE INDEX outbox_pushes_created_at_idx ON outbox_pushes (created_at);
