-- Deleted accounts (docs/decisions/249-leaving-with-their-data.md): a rider's account is
-- anonymised rather than removed, so ledger lines and past rides keep pointing at a row. The
-- time of deletion is kept; every existing account is not deleted.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
