-- Operators disable a promo code rather than delete it (docs/decisions/187-promo-codes-and-companies.md):
-- its redemptions and their ledger transactions keep pointing at it, and no new rider can redeem it.
ALTER TABLE promo_codes ADD COLUMN disabled_at timestamptz;
