-- The network's version (docs/decisions/191-discovery-network-cache.md). Each API process keeps the
-- network part of route discovery's answers in memory and, on every request, reads this one row in
-- the same statement as the run's seats: an answer kept under an older version is worked out again.
-- Every statement that writes a table discovery's network part reads bumps it, by trigger, so no
-- write path (an operator's edit, the seed, a script) can forget to; the next discovery in any
-- process sees the write once it is committed. The number comes from a sequence, so it never
-- repeats, even where a test puts the row back as it was. trip_days has no such trigger: seats and
-- a run's status are read fresh on every request, and a booking pays nothing for the cache.
CREATE SEQUENCE network_version_seq;

CREATE TABLE network_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO network_version (version) VALUES (nextval('network_version_seq'));

CREATE FUNCTION network_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE network_version SET version = nextval('network_version_seq');
  RETURN NULL;
END $$;

-- Statement level: a bulk insert of the seed bumps it once per statement, not once per row.
CREATE TRIGGER bus_stops_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bus_stops
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
CREATE TRIGGER routes_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON routes
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
CREATE TRIGGER route_stops_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route_stops
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
CREATE TRIGGER itineraries_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON itineraries
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
CREATE TRIGGER itinerary_fares_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON itinerary_fares
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
CREATE TRIGGER route_fares_network_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route_fares
  FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
