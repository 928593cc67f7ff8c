-- Notices by email and SMS where riders want them (docs/notices.md, docs/decisions/257, 258).
--
-- An email about a notice carries the one-click address that turns its kind off (RFC 8058):
-- the mailer sends it as List-Unsubscribe with List-Unsubscribe-Post. Older emails have none.
ALTER TABLE outbox_emails ADD COLUMN list_unsubscribe text
  CHECK (list_unsubscribe IS NULL OR list_unsubscribe LIKE 'http%/unsubscribe/%');

-- Text messages, written in the transaction of what they report and sent after it by the
-- `sms.sweep` job, as emails are: a claim per sender, retried, never lost to a crash.
CREATE TABLE outbox_sms (
  id            uuid PRIMARY KEY,
  to_phone      text NOT NULL,
  body          text NOT NULL CHECK (length(body) BETWEEN 1 AND 480),
  attempts      integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  sent_at       timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_sms_pending_idx ON outbox_sms (created_at) WHERE sent_at IS NULL;

-- The booking's write step as in 0750, but for its email: none when the rider turned booking
-- emails off (the caller then passes none), and the email keeps its unsubscribe address.
CREATE OR REPLACE FUNCTION book_seats_and_money(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  b jsonb := p->'booking';
  d jsonb := p->'debit';
  at timestamptz := (p->>'at')::timestamptz;
  amount bigint := (d->>'amount_kobo')::bigint;
  discount bigint := (d->>'discount_kobo')::bigint;
  seats int := (b->>'seats')::int;
  wallet_id int;
  balance bigint;
  transaction_id bigint;
  missing record;
  grant_row record;
  runs jsonb;
  taken int[];
  full_ride record;
BEGIN
  -- Runs that do not exist yet, in the fixed order the caller gives (itinerary, date), so that
  -- concurrent bookings of new runs never wait on each other in a cycle.
  INSERT INTO trip_days (itinerary_id, trip_date, capacity)
  SELECT i.id, k.trip_date, i.capacity
  FROM jsonb_to_recordset(p->'make_runs') AS k(ord int, itinerary_id int, trip_date date)
  JOIN itineraries i ON i.id = k.itinerary_id
  ORDER BY k.ord
  ON CONFLICT (itinerary_id, trip_date) DO NOTHING;

  -- Every ride's run, by id or by (itinerary, date) for the runs just made.
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'ord', r.ord, 'itinerary_id', r.itinerary_id, 'trip_date', r.trip_date,
           'id', coalesce(r.trip_day_id, t.id)) ORDER BY r.ord), '[]'::jsonb)
    INTO runs
  FROM jsonb_to_recordset(p->'rides') AS r(ord int, trip_day_id int, itinerary_id int, trip_date date)
  LEFT JOIN trip_days t ON r.trip_day_id IS NULL AND t.itinerary_id = r.itinerary_id AND t.trip_date = r.trip_date;
  SELECT x.itinerary_id, x.trip_date INTO missing
  FROM jsonb_to_recordset(runs) AS x(ord int, itinerary_id int, trip_date date, id int)
  WHERE x.id IS NULL ORDER BY x.ord LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'run_missing', 'itinerary_id', missing.itinerary_id,
                              'trip_date', missing.trip_date);
  END IF;

  INSERT INTO bookings (id, user_id, route_type, subscription_route_type, pickup_id, destination_id,
    itinerary_id, return_itinerary_id, departure_date, return_date, trip_days, subscription_weeks,
    wallet_source, seats, luggage_quantity, total_kobo, created_at, updated_at)
  VALUES ((b->>'id')::int, (b->>'user_id')::int, b->>'route_type', b->>'subscription_route_type',
    (b->>'pickup_id')::int, (b->>'destination_id')::int, (b->>'itinerary_id')::int,
    (b->>'return_itinerary_id')::int, (b->>'departure_date')::date, (b->>'return_date')::date,
    CASE WHEN jsonb_typeof(b->'trip_days') = 'array'
      THEN ARRAY(SELECT value::smallint FROM jsonb_array_elements_text(b->'trip_days')) END,
    (b->>'subscription_weeks')::smallint, b->>'wallet_source', seats,
    (b->>'luggage_quantity')::int, (b->>'total_kobo')::bigint, at, at);

  -- The debit, as LedgerRepository.debitWallet writes it: the wallet only if it holds the
  -- amount, one ledger transaction, and its entries (the discount's share from promotions).
  UPDATE wallets w SET balance_kobo = w.balance_kobo - amount, updated_at = at
  WHERE CASE WHEN d->>'wallet_id' IS NOT NULL THEN w.id = (d->>'wallet_id')::int ELSE w.user_id = (d->>'user_id')::int END
    AND w.balance_kobo >= amount
  RETURNING w.id, w.balance_kobo INTO wallet_id, balance;
  IF NOT FOUND THEN
    IF d->>'wallet_id' IS NULL AND NOT EXISTS (SELECT 1 FROM wallets WHERE user_id = (d->>'user_id')::int) THEN
      RETURN jsonb_build_object('outcome', 'no_wallet');
    END IF;
    RETURN jsonb_build_object('outcome', 'short');
  END IF;
  INSERT INTO ledger_transactions (kind, title, user_id, booking_id, created_at)
  VALUES ('booking', d->>'title', (d->>'user_id')::int, (b->>'id')::int, at)
  RETURNING id INTO transaction_id;
  INSERT INTO ledger_entries (transaction_id, account, wallet_id, amount_kobo, balance_after_kobo, created_at)
  SELECT transaction_id, x.account, x.wallet_id, x.amount_kobo, x.balance_after_kobo, at
  FROM (VALUES
    (1, d->>'account', wallet_id, -amount, balance),
    (2, 'promotions', NULL::int, -discount, NULL::bigint),
    (3, d->>'counter_account', NULL::int, amount + discount, NULL::bigint)
  ) AS x(ord, account, wallet_id, amount_kobo, balance_after_kobo)
  WHERE x.amount_kobo <> 0
  ORDER BY x.ord;

  -- Grant rides, in grant id order; the caller locked the grants before the wallet.
  FOR grant_row IN
    SELECT g.id, g.rides FROM jsonb_to_recordset(p->'grants') AS g(id int, rides int) ORDER BY g.id
  LOOP
    UPDATE promo_redemptions SET rides_used = rides_used + grant_row.rides
    WHERE id = grant_row.id AND rides_used + grant_row.rides <= rides_total;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('outcome', 'grant_short', 'redemption_id', grant_row.id);
    END IF;
  END LOOP;

  INSERT INTO booking_weeks (id, booking_id, week_number, first_ride_date, bill_at, status,
    amount_kobo, discount_kobo, ledger_transaction_id, billed_at, created_at)
  SELECT w.id, (b->>'id')::int, w.week_number, w.first_ride_date, w.bill_at, w.status,
    w.amount_kobo, w.discount_kobo, CASE WHEN w.status = 'paid' THEN transaction_id END,
    w.billed_at, at
  FROM jsonb_to_recordset(p->'weeks') AS w(id int, week_number smallint, first_ride_date date,
    bill_at timestamptz, status text, amount_kobo bigint, discount_kobo bigint, billed_at timestamptz)
  ORDER BY w.id;

  INSERT INTO booking_rides (id, booking_id, week_id, trip_day_id, leg, pickup_id, destination_id,
    departure_time, pickup_time, arrival_time, fare_kobo, seats, promo_redemption_id,
    discount_kobo, boarding_code, created_at)
  SELECT r.id, (b->>'id')::int, r.week_id, x.id, r.leg, r.pickup_id, r.destination_id,
    r.departure_time, r.pickup_time, r.arrival_time, r.fare_kobo, seats, r.promo_redemption_id,
    r.discount_kobo, r.boarding_code, at
  FROM jsonb_to_recordset(p->'rides') AS r(ord int, id int, week_id int, leg text, pickup_id int,
    destination_id int, departure_time text, pickup_time text, arrival_time text, fare_kobo bigint,
    promo_redemption_id int, discount_kobo bigint, boarding_code text)
  JOIN jsonb_to_recordset(runs) AS x(ord int, id int) ON x.ord = r.ord
  ORDER BY r.id;

  INSERT INTO notifications (user_id, title, body, link, created_at)
  VALUES ((b->>'user_id')::int, p->'notice'->>'title', p->'notice'->>'body', p->'notice'->>'link', at);
  IF jsonb_typeof(p->'email') = 'object' THEN
    INSERT INTO outbox_emails (id, to_address, subject, text_body, list_unsubscribe)
    VALUES ((p->'email'->>'id')::uuid, p->'email'->>'to', p->'email'->>'subject',
      p->'email'->>'text', p->'email'->>'list_unsubscribe');
  END IF;

  -- Seats last, every run in one statement that locks them in id order: a run's row stays
  -- locked from here to the commit, as short a time as the transaction allows.
  WITH locked AS (
    SELECT t.id FROM trip_days t
    WHERE t.id IN (SELECT x.id FROM jsonb_to_recordset(runs) AS x(id int))
    ORDER BY t.id FOR NO KEY UPDATE
  ), took AS (
    UPDATE trip_days t SET seats_booked = t.seats_booked + seats, updated_at = now()
    FROM locked
    WHERE t.id = locked.id AND t.seats_booked + seats <= t.capacity
      AND t.status IN (SELECT jsonb_array_elements_text(p->'bookable_statuses'))
    RETURNING t.id
  )
  SELECT coalesce(array_agg(took.id), '{}') INTO taken FROM took;
  -- Any one run that could not take the seats refuses the whole booking: the first by id.
  SELECT x.ord, x.id INTO full_ride FROM jsonb_to_recordset(runs) AS x(ord int, id int)
  WHERE x.id <> ALL (taken) ORDER BY x.id, x.ord LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'full', 'trip_day_id', full_ride.id, 'ord', full_ride.ord);
  END IF;

  IF p->'answer' IS NOT NULL AND jsonb_typeof(p->'answer') = 'object' THEN
    UPDATE idempotency_keys
    SET response_status = (p->'answer'->>'status')::int, response_body = p->'answer'->'body'
    WHERE user_id = (p->'answer'->>'user_id')::int AND scope = p->'answer'->>'scope'
      AND key = p->'answer'->>'key';
  END IF;

  RETURN jsonb_build_object('outcome', 'booked', 'transaction_id', transaction_id, 'trip_days', runs);
END;
$$;
