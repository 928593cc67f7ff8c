-- A run's lifecycle bound to the clock (docs/decisions/227-run-lifecycle-and-clock.md): a run
-- nobody started by its deadline becomes `missed` (called off and refunded by a scheduled job),
-- and the audit log records moves the service makes itself with no person as the actor.

ALTER TABLE trip_days DROP CONSTRAINT IF EXISTS trip_days_status_check;
ALTER TABLE trip_days ADD CONSTRAINT trip_days_status_check
  CHECK (status IN ('scheduled', 'boarding', 'in_progress', 'completed', 'cancelled', 'missed'));

-- Existing rows keep their actor; a null actor is the service itself.
ALTER TABLE audit_log ALTER COLUMN actor_id DROP NOT NULL;

-- The missed-run job looks for runs still waiting to start on recent dates.
CREATE INDEX trip_days_waiting_idx ON trip_days (trip_date) WHERE status IN ('scheduled', 'boarding');
