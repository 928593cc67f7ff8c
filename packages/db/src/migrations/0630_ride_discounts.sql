-- Ride discounts of promo codes applied to bookings (docs/decisions/115-ride-discounts-in-bookings.md).
-- A discounted ride records the grant it used and what it saved; the rider pays its fare times
-- its seats less that, and the promotions account pays the rest of the fare in the same ledger
-- transaction. A paid week records the discount of its rides beside what the wallet paid.
ALTER TABLE booking_weeks
  ADD COLUMN discount_kobo bigint NOT NULL DEFAULT 0 CHECK (discount_kobo >= 0),
  ADD CONSTRAINT booking_weeks_discount_only_when_paid CHECK (status = 'paid' OR discount_kobo = 0);

ALTER TABLE booking_rides
  ADD COLUMN promo_redemption_id integer REFERENCES promo_redemptions(id),
  ADD COLUMN discount_kobo bigint NOT NULL DEFAULT 0,
  -- A discount never makes a ride free: every paid ride moves money out of a wallet.
  ADD CONSTRAINT booking_rides_discount_below_amount
    CHECK (discount_kobo >= 0 AND discount_kobo < fare_kobo * seats),
  ADD CONSTRAINT booking_rides_discount_has_grant
    CHECK ((promo_redemption_id IS NULL) = (discount_kobo = 0));
CREATE INDEX booking_rides_promo_redemption_idx ON booking_rides (promo_redemption_id)
  WHERE promo_redemption_id IS NOT NULL;
