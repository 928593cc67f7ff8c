import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels } from './label-placement.ts';
import { busOfRun } from './map-layers.ts';
import { bearing, compassPoint, fitProjection, scaleBar } from './projection.ts';
import { RouteMap } from './route-map.tsx';

const KETU = { lon: 3.3915, lat: 6.6018 };
const OJOTA = { lon: 3.3815, lat: 6.5795 };
const OBALENDE = { lon: 3.4121, lat: 6.4478 };

describe('the map projection', () => {
  it('puts north up and east right, at one scale both ways, inside the padding', () => {
    const { project } = fitProjection([KETU, OBALENDE], 600, 400, 30);
    const ketu = project(KETU);
    const obalende = project(OBALENDE);
    // Ketu lies north of Obalende: higher on the screen; Obalende lies east: further right.
    expect(ketu.y).toBeLessThan(obalende.y);
    expect(obalende.x).toBeGreaterThan(ketu.x);
    for (const point of [ketu, obalende]) {
      expect(point.x).toBeGreaterThanOrEqual(30 - 1e-6);
      expect(point.x).toBeLessThanOrEqual(570 + 1e-6);
      expect(point.y).toBeGreaterThanOrEqual(30 - 1e-6);
      expect(point.y).toBeLessThanOrEqual(370 + 1e-6);
    }
    // The taller span fills the height, less the padding.
    expect(obalende.y - ketu.y).toBeCloseTo(340, 5);
  });

  it('measures ground distance: 0.01 degree of latitude is 1.11 km on the sphere Web Mercator takes', () => {
    const north = { lon: 3.4, lat: 6.51 };
    const south = { lon: 3.4, lat: 6.5 };
    const projection = fitProjection([north, south], 400, 400, 0);
    const pixels = projection.project(south).y - projection.project(north).y;
    expect(pixels * projection.metresPerPixel).toBeCloseTo(1_113, -1);
  });

  it('chooses a round scale bar that fits', () => {
    expect(scaleBar(10, 120)).toEqual({ metres: 1_000, pixels: 100, label: '1 km' });
    expect(scaleBar(2, 120)).toEqual({ metres: 200, pixels: 100, label: '200 m' });
  });

  it('names headings as a compass does, and finds the bearing to the next stop', () => {
    expect(compassPoint(0)).toBe('north');
    expect(compassPoint(100)).toBe('east');
    expect(compassPoint(350)).toBe('north');
    expect(compassPoint(225)).toBe('south-west');
    expect(bearing(KETU, OJOTA)).toBeGreaterThan(180);
    expect(bearing(KETU, OJOTA)).toBeLessThan(225);
  });
});

describe('label placement', () => {
  const options = { width: 300, height: 200, fontSize: 12, pointRadius: 6 };

  it('places names beside their points without any two overlapping', () => {
    const labels = placeLabels(
      [
        { id: 'a', text: 'Ojota', x: 100, y: 100 },
        { id: 'b', text: 'Ojota New Garage', x: 104, y: 104 },
        { id: 'c', text: 'Maryland', x: 100, y: 112 },
      ],
      options,
    );
    expect(labels.map((label) => label.id)).toEqual(['a', 'b', 'c']);
    for (const [index, label] of labels.entries()) {
      for (const other of labels.slice(index + 1)) expect(overlaps(label.box, other.box)).toBe(false);
    }
    expect(labels[0]?.anchor).toBe('start');
    expect(labels[1]?.anchor).not.toBe('start');
  });

  it('leaves a name off the drawing when no spot is free, and never runs past an edge', () => {
    const crowded = Array.from({ length: 8 }, (_, index) => ({
      id: String(index),
      text: `Stop number ${index}`,
      x: 150,
      y: 100 + index,
    }));
    const labels = placeLabels(crowded, options);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThan(crowded.length);
    const atEdge = placeLabels([{ id: 'e', text: 'Eastern terminus', x: 295, y: 100 }], options);
    expect(atEdge[0]?.anchor).toBe('end');
    expect(atEdge[0]?.box.right).toBeLessThanOrEqual(300);
  });
});

describe('the route map', () => {
  const now = Date.parse('2026-11-25T06:30:00Z');
  const stops = [
    { stop_id: 1, name: 'Ketu', lat: KETU.lat, lon: KETU.lon, scheduled_at: '2026-11-25T06:00:00Z' },
    { stop_id: 2, name: 'Ojota', lat: OJOTA.lat, lon: OJOTA.lon, scheduled_at: '2026-11-25T06:10:00Z' },
    {
      stop_id: 3,
      name: 'Obalende',
      lat: OBALENDE.lat,
      lon: OBALENDE.lon,
      scheduled_at: '2026-11-25T06:40:00Z',
    },
  ];

  it('places stops by their coordinates, draws the bus with its heading and says it all in a list', () => {
    const bus = busOfRun(
      'bus',
      'KJA 552 XB',
      stops,
      {
        lat: 6.59,
        lon: 3.386,
        recorded_at: '2026-11-25T06:29:40Z',
        stale: false,
        stale_at: '2026-11-25T06:31:40Z',
        next_stop_id: 2,
        eta: [],
        delay_minutes: 0,
      },
      now,
      'on time',
    );
    render(
      <RouteMap
        label="Map of LK1"
        routes={[
          {
            id: 'r',
            name: 'LK1 Ketu to Obalende',
            stops: stops.map((stop) => ({ id: stop.stop_id, name: stop.name, lat: stop.lat, lon: stop.lon })),
          },
        ]}
        buses={[bus]}
      />,
    );
    const map = screen.getByRole('img', { name: 'Map of LK1' });
    const circles = within(map.parentElement as HTMLElement).getAllByTestId('map-stop');
    const place = (name: string) => {
      const circle = circles.find((element) => element.getAttribute('data-stop') === name) as Element;
      return { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
    };
    expect(place('Ketu').y).toBeLessThan(place('Ojota').y);
    expect(place('Ojota').y).toBeLessThan(place('Obalende').y);
    expect(place('Obalende').x).toBeGreaterThan(place('Ketu').x);
    // The route goes through its stops in order.
    expect(screen.getByTestId('map-route').getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+$/,
    );
    // No heading from the tracker: the bus faces its next stop, Ojota, to the south-west.
    expect(screen.getByTestId('map-bus').querySelector('path')?.getAttribute('transform')).toMatch(
      /^rotate\(2\d\d\)$/,
    );
    expect(screen.getByRole('list', { name: 'Buses on the map' })).toHaveTextContent(
      'KJA 552 XB: on time, heading south-west',
    );
    const inOrder = within(screen.getByRole('list', { name: 'Stops of LK1 Ketu to Obalende, in order' }));
    expect(inOrder.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ketu',
      'Ojota',
      'Obalende',
    ]);
    expect(screen.getByTestId('map-scale')).toHaveTextContent(/^\d+(\.\d+)? k?m$/);
  });

  it('marks a stale bus and gives no heading for it', () => {
    render(
      <RouteMap
        label="Map"
        routes={[]}
        buses={[
          {
            id: 'b',
            name: 'LND 1 AB',
            lat: 6.5,
            lon: 3.4,
            heading: 90,
            stale: true,
            detail: 'Last seen at 07:12',
          },
        ]}
      />,
    );
    expect(screen.getByTestId('map-bus')).toHaveClass('route-map__bus--stale');
    expect(screen.getByRole('list', { name: 'Buses on the map' })).toHaveTextContent(
      /^LND 1 AB: Last seen at 07:12$/,
    );
  });
});
