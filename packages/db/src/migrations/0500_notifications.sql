-- Messages to riders (docs/product.md#notifications): bookings, cancellations, refunds, top-ups,
-- subscription billing, verification and promotions each write one inside the transaction of
-- what it reports, so a rider is told exactly what committed.
CREATE TABLE notifications (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body        text NOT NULL CHECK (length(body) <= 1000),
  -- An address inside the app only: a notification never links elsewhere.
  link        text CHECK (link IS NULL OR (link LIKE '/%' AND link NOT LIKE '//%')),
  is_read     boolean NOT NULL DEFAULT false,
  read_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
