-- The bus partners' portal shows each of a partner's buses where it was last seen: the latest
-- position per vehicle, read through this index rather than a scan of every run's positions.
CREATE INDEX vehicle_positions_vehicle_time_idx ON vehicle_positions (vehicle_id, recorded_at DESC);
