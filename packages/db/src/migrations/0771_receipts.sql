-- Receipts (docs/product.md#receipts-and-statements, docs/decisions/247-receipt-numbers.md): one
-- per top-up credited and per booking paid, numbered per calendar year in Lagos across all
-- riders, with no gap and no repeat. The number comes from the year's counter row, taken in
-- the transaction of the money movement: the row stays locked until that transaction ends, so
-- a rolled-back movement gives its number back and two movements never share one.
CREATE TABLE receipt_counters (
  year         integer PRIMARY KEY,
  last_number  integer NOT NULL CHECK (last_number > 0)
);

-- A receipt is a document: what it says is fixed when it is issued (lines, totals, channel),
-- so a later change of a route's name or a fare does not change a receipt already given.
CREATE TABLE receipts (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year                   integer NOT NULL,
  sequence               integer NOT NULL CHECK (sequence > 0),
  number                 text NOT NULL UNIQUE,
  user_id                integer NOT NULL REFERENCES users(id),
  kind                   text NOT NULL CHECK (kind IN ('top_up', 'booking')),
  amount_kobo            bigint NOT NULL CHECK (amount_kobo >= 0),
  ledger_transaction_id  bigint UNIQUE REFERENCES ledger_transactions(id),
  booking_id             integer,
  details                jsonb NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (year, sequence)
);
CREATE INDEX receipts_user_idx ON receipts (user_id, id DESC);

-- An email may carry an HTML part beside its text part (receipts do); older rows have none.
ALTER TABLE outbox_emails ADD COLUMN html_body text;
