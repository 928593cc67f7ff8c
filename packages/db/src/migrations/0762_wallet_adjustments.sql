-- Four eyes on money (docs/decisions/235-four-eyes-on-money.md): every wallet adjustment an
-- operator or admin makes is a row here. A small one is applied at once (status 'applied', with
-- its ledger transaction); a large one, or one past the operator's daily sum, waits as
-- 'pending' until another admin applies it or rejects it with a reason. The rows also give the
-- daily sum per operator, so they are kept for every adjustment, applied or not.
CREATE TABLE wallet_adjustments (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id                integer NOT NULL REFERENCES users(id),
  -- Signed: a credit (goodwill) above 0, a debit (correction) below 0.
  amount_kobo            bigint NOT NULL CHECK (amount_kobo <> 0),
  reason                 text NOT NULL,
  status                 text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  created_by             integer NOT NULL REFERENCES users(id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  -- Who approved or rejected it; null for an adjustment applied at once by its creator.
  decided_by             integer REFERENCES users(id),
  decided_at             timestamptz,
  reject_reason          text,
  ledger_transaction_id  bigint UNIQUE REFERENCES ledger_transactions(id),
  CHECK ((status = 'applied') = (ledger_transaction_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (decided_by IS NULL OR decided_by <> created_by)
);

-- The approval queue, oldest first.
CREATE INDEX wallet_adjustments_pending ON wallet_adjustments (created_at) WHERE status = 'pending';
-- One operator's adjustments of a Lagos day, summed before each new one.
CREATE INDEX wallet_adjustments_by_creator ON wallet_adjustments (created_by, created_at);

-- Adjustments made before this table existed are in the ledger only: each becomes an applied row,
-- so the history and the daily sums start complete.
INSERT INTO wallet_adjustments
  (user_id, amount_kobo, reason, status, created_by, created_at, decided_at, ledger_transaction_id)
SELECT t.user_id, e.amount_kobo, coalesce(t.memo, t.title), 'applied', t.created_by, t.created_at,
  t.created_at, t.id
FROM ledger_transactions t
JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'rider_wallet'
WHERE t.kind = 'adjustment' AND t.user_id IS NOT NULL AND t.created_by IS NOT NULL
ORDER BY t.id;
