import { type BookedRide, describeRideBus, formatRideDate, pickupDateOf } from '@shuttle/contracts';
import { create } from 'qrcode';
import { useMemo } from 'react';
import { RIDE_STATUS_NAMES } from './ride-status.ts';

const QUIET_ZONE = 4;

/** One SVG path of the QR code's dark modules: no canvas, no markup injected (ADR 062). */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * The QR boarding pass of one ride (spec: board by QR code or mobility card). A driver scans it
 * at a dark bus stop: the ride's time and stops come first, then the code as wide as the card,
 * black on white whatever the page around it (docs/decisions/176).
 */
export function BoardingPass({ ride }: { ride: BookedRide }) {
  const qr = useMemo(() => qrPath(ride.boarding_code), [ride.boarding_code]);
  return (
    <figure className="boarding-pass" aria-label="Boarding pass">
      <figcaption className="stack">
        <strong>
          {formatRideDate(pickupDateOf(ride))}, {ride.pickup_time}
        </strong>
        <span>
          {ride.route.code}: {ride.pickup.location} to {ride.destination.location}
        </span>
        <span>
          {ride.seats === 1 ? '1 seat' : `${ride.seats} seats`} · {RIDE_STATUS_NAMES[ride.status]}
        </span>
        {ride.bus ? (
          <span>
            Bus: {describeRideBus(ride.bus)} · driver {ride.bus.driver_first_name}
          </span>
        ) : null}
        <span className="boarding-pass__code">{ride.boarding_code}</span>
      </figcaption>
      <svg
        role="img"
        aria-label="QR code to show the driver"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
    </figure>
  );
}
