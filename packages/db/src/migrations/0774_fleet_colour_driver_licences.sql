-- A vehicle's colour, so a rider and a depot can tell one white Coaster from the next
-- (docs/decisions/250-fleet-page-and-tracker-setup.md). Vehicles registered before this
-- migration have no recorded colour: null, shown as not recorded, until an operator sets it.
ALTER TABLE vehicles ADD COLUMN colour text CHECK (colour IS NULL OR length(colour) BETWEEN 1 AND 30);

-- When a driver's licence runs out, as an operator checked it on the document
-- (docs/decisions/251-drivers-page.md). One row per driver; a driver without a row has no
-- licence on record, which the drivers page says rather than guessing.
CREATE TABLE driver_licences (
  driver_id integer PRIMARY KEY REFERENCES users(id),
  expires_on date NOT NULL,
  updated_at timestamptz NOT NULL
);
