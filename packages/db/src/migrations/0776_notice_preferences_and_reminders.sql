-- Where a rider wants each kind of notice (docs/notices.md): a row only for a choice they made,
-- so every existing rider keeps today's behaviour (every channel on) without a backfill. The
-- in-app notification is always written; these rows choose web push, email and SMS.
CREATE TABLE notification_preferences (
  user_id     integer NOT NULL REFERENCES users(id),
  kind        text NOT NULL
    CHECK (kind IN ('booking', 'cancellation', 'refund', 'run_notice', 'reminder', 'arrival')),
  channel     text NOT NULL CHECK (channel IN ('push', 'email', 'sms')),
  enabled     boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, channel)
);

-- The claim of a ride's reminder: written in the transaction that writes the reminder itself,
-- so a retried or doubled job finds the row and sends nothing twice (docs/decisions/256).
CREATE TABLE ride_reminders (
  ride_id  integer PRIMARY KEY REFERENCES booking_rides(id),
  sent_at  timestamptz NOT NULL
);
