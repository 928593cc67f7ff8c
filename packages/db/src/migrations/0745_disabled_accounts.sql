-- Disabled accounts (docs/decisions/186-staff-accounts.md): an admin disables a staff account
-- instead of deleting it, so its audit rows keep their actor. The token check reads this column
-- on every request, so a disabled account's tokens stop working at once.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
