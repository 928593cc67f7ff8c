-- A run's own facts (docs/decisions/233-run-facts-fixed.md): the bus partner that owned its
-- vehicle and the cost of supply that vehicle was driven at, fixed when the vehicle is assigned
-- and again when the run starts. A partner's runs, earnings and statements read these, so moving
-- a vehicle to another partner or changing its rate leaves every started run as it was.
-- Both are null while the run has no vehicle; bus_partner_id is also null for our own vehicles.
ALTER TABLE trip_days ADD COLUMN bus_partner_id integer REFERENCES users(id);
ALTER TABLE trip_days ADD COLUMN cost_of_supply_kobo bigint CHECK (cost_of_supply_kobo >= 0);

-- Runs written before this migration never kept their facts: they take them from their vehicle
-- as it is now, the best record there is of who owned it and at what rate.
UPDATE trip_days t
SET bus_partner_id = v.bus_partner_id, cost_of_supply_kobo = v.cost_of_supply_kobo
FROM vehicles v
WHERE v.id = t.vehicle_id;

-- The portal reads a partner's runs newest first.
CREATE INDEX trip_days_bus_partner_idx ON trip_days (bus_partner_id, trip_date)
  WHERE bus_partner_id IS NOT NULL;
-- Re-fixing the upcoming runs of a vehicle whose owner or rate changed finds them by vehicle.
CREATE INDEX trip_days_vehicle_idx ON trip_days (vehicle_id) WHERE vehicle_id IS NOT NULL;
