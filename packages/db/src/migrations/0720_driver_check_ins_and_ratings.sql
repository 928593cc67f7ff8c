-- Drivers board riders (docs/decisions/160-boarding-and-run-lifecycle.md, 161, 162): a ride's
-- status moves only forward, each scan is stored with its answer so a replayed offline queue
-- gets the same answers, runs record when they started and finished, riders rate their rides.

-- The database itself refuses a ride status that goes back or changes twice: booked is left
-- once (boarded, cancelled or no_show), boarded once (completed). Every writer uses a
-- conditional UPDATE on the old status; this is the guard behind them.
CREATE FUNCTION booking_rides_status_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
       (OLD.status = 'booked' AND NEW.status IN ('boarded', 'cancelled', 'no_show'))
    OR (OLD.status = 'boarded' AND NEW.status = 'completed')
  ) THEN
    RAISE EXCEPTION 'ride % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER booking_rides_status_forward BEFORE UPDATE OF status ON booking_rides
  FOR EACH ROW EXECUTE FUNCTION booking_rides_status_forward();

ALTER TABLE trip_days ADD COLUMN started_at timestamptz;
ALTER TABLE trip_days ADD COLUMN finished_at timestamptz;

-- One row per scan a driver's device made, keyed by the device's own id for it: the answer
-- given the first time is the answer given on every replay.
CREATE TABLE check_ins (
  driver_id      integer NOT NULL REFERENCES users(id),
  client_id      uuid NOT NULL,
  trip_day_id    integer NOT NULL,
  boarding_code  text NOT NULL,
  scanned_at     timestamptz NOT NULL,
  result         text NOT NULL
                 CHECK (result IN ('boarded', 'already_boarded', 'wrong_run', 'cancelled', 'unknown')),
  ride_id        integer REFERENCES booking_rides(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (driver_id, client_id)
);
CREATE INDEX check_ins_trip_day_idx ON check_ins (trip_day_id);

-- A rider's rating of a completed ride: one per ride, editable for 24 hours after it was given.
CREATE TABLE ride_ratings (
  ride_id     integer PRIMARY KEY REFERENCES booking_rides(id),
  user_id     integer NOT NULL REFERENCES users(id),
  trip_day_id integer NOT NULL REFERENCES trip_days(id),
  driver_id   integer REFERENCES users(id),
  stars       smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  categories  text[] NOT NULL DEFAULT '{}',
  comment     text,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX ride_ratings_trip_day_idx ON ride_ratings (trip_day_id);
CREATE INDEX ride_ratings_driver_idx ON ride_ratings (driver_id) WHERE driver_id IS NOT NULL;
