import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { placeLabels } from './label-placement.ts';
import { LAGOS_WATER } from './lagos-water.ts';
import type { MapBus, MapRoute } from './map-layers.ts';
import { compassPoint, fitProjection, type Point, scaleBar } from './projection.ts';
import './map.css';

// MapLibre is large: it is built in only when the build names a style, and loads only when a map
// is shown (docs/decisions/254).
const MapLibreLayers = import.meta.env.VITE_MAP_STYLE_URL
  ? lazy(() => import('./maplibre-layers.tsx').then((module) => ({ default: module.MapLibreLayers })))
  : null;

export interface RouteMapProps {
  /** What the map shows, for a screen reader ("Map of route LK1 and its bus"). */
  label: string;
  routes: readonly MapRoute[];
  buses: readonly MapBus[];
  /**
   * The stops and buses as text beside the map. Off only where the page lists them in order
   * already (Track my bus's line of stops with their times).
   */
  textList?: boolean;
}

const DEFAULT_WIDTH = 640;
const PADDING = 36;
const FONT_SIZE = 13;
const STOP_RADIUS = 6;

/** The map's height for a width: wide screens get a landscape map, a phone a squarer one. */
const heightFor = (width: number) => Math.round(Math.min(420, Math.max(260, width * 0.62)));

/**
 * One map for Track my bus, the live board, the network page and the partners' portal
 * (docs/decisions/254): routes through their stops in order and buses with their heading, placed
 * by their coordinates on Lagos' water and coast. Drawn as SVG from what the page already has;
 * with a map style in the build, MapLibre draws the same layers over its tiles.
 */
export function RouteMap({ label, routes, buses, textList = true }: RouteMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const drawn = <DrawnMap label={label} routes={routes} buses={buses} width={width} />;
  return (
    <figure className="route-map">
      <div className="route-map__frame" ref={frame}>
        {MapLibreLayers ? (
          <Suspense fallback={drawn}>
            <MapLibreLayers label={label} routes={routes} buses={buses} />
          </Suspense>
        ) : (
          drawn
        )}
      </div>
      {textList ? <MapTextList routes={routes} buses={buses} /> : null}
    </figure>
  );
}

/** The frame's width in pixels, followed as it changes, so names keep their size on a phone. */
function useWidth(frame: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

const pathOf = (points: readonly Point[], close: boolean) =>
  `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join('')}${close ? 'Z' : ''}`;

interface DrawnMapProps {
  label: string;
  routes: readonly MapRoute[];
  buses: readonly MapBus[];
  width: number;
}

function DrawnMap({ label, routes, buses, width }: DrawnMapProps) {
  const height = heightFor(width);
  const stops = routes.flatMap((route) => route.stops);
  const projection = fitProjection([...stops, ...buses], width, height, PADDING);
  const { project } = projection;
  const bar = scaleBar(projection.metresPerPixel, Math.min(120, width / 3));
  const barBox = { left: 8, top: height - 30, right: 20 + bar.pixels, bottom: height };
  const northBox = { left: width - 34, top: 0, right: width, bottom: 44 };
  const busPoints = buses.map((bus) => ({ bus, at: project(bus) }));
  // The rider's own stop is named first; then each route's ends, then the stops between.
  const ordered = routes.flatMap((route) =>
    route.stops.map((stop, index) => ({
      stop,
      rank: stop.mine ? 0 : index === 0 || index === route.stops.length - 1 ? 1 : 2,
    })),
  );
  ordered.sort((a, b) => a.rank - b.rank);
  const seen = new Set<number>();
  const labels = placeLabels(
    ordered.flatMap(({ stop }) => {
      if (seen.has(stop.id)) return [];
      seen.add(stop.id);
      const at = project(stop);
      return [{ id: String(stop.id), text: stop.name, x: at.x, y: at.y }];
    }),
    {
      width,
      height,
      fontSize: FONT_SIZE,
      pointRadius: STOP_RADIUS + 2,
      obstacles: [
        barBox,
        northBox,
        ...busPoints.map(({ at }) => ({
          left: at.x - 14,
          top: at.y - 14,
          right: at.x + 14,
          bottom: at.y + 14,
        })),
      ],
    },
  );

  return (
    <svg
      className="route-map__svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="route-map"
    >
      <rect className="route-map__land" width={width} height={height} />
      {LAGOS_WATER.map((water) => (
        <path
          key={water.name}
          className="route-map__water"
          fillRule="evenodd"
          d={water.rings
            .map((ring) =>
              pathOf(
                ring.map(([lon, lat]) => project({ lon, lat })),
                true,
              ),
            )
            .join('')}
        />
      ))}
      {routes.map((route, index) => (
        <path
          key={route.id}
          className={`route-map__route route-map__route--${index % 4}`}
          d={pathOf(route.stops.map(project), false)}
          data-testid="map-route"
        />
      ))}
      {routes.flatMap((route) =>
        route.stops.map((stop) => {
          const at = project(stop);
          return (
            <circle
              key={`${route.id}-${stop.id}`}
              className={`route-map__stop${stop.mine ? ' route-map__stop--mine' : ''}`}
              cx={at.x.toFixed(1)}
              cy={at.y.toFixed(1)}
              r={stop.mine ? STOP_RADIUS + 2 : STOP_RADIUS}
              data-testid="map-stop"
              data-stop={stop.name}
            />
          );
        }),
      )}
      {labels.map((placed) => (
        <text
          key={placed.id}
          className="route-map__label"
          x={placed.x}
          y={placed.y}
          textAnchor={placed.anchor}
        >
          {placed.text}
        </text>
      ))}
      {busPoints.map(({ bus, at }) => (
        <g
          key={bus.id}
          className={`route-map__bus${bus.stale ? ' route-map__bus--stale' : ''}`}
          transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}
          data-testid="map-bus"
          data-bus={bus.name}
          data-x={at.x.toFixed(1)}
          data-y={at.y.toFixed(1)}
        >
          <circle r="11" />
          {bus.heading === null ? null : (
            // An arrow pointing the way the bus faces; SVG rotates clockwise, like a compass.
            <path
              className="route-map__heading"
              d="M0 -8 L5 4 L0 1 L-5 4 Z"
              transform={`rotate(${bus.heading.toFixed(0)})`}
            />
          )}
        </g>
      ))}
      <g className="route-map__north" transform={`translate(${width - 18} 12)`}>
        <path d="M0 0 L6 16 L0 12 L-6 16 Z" />
        <text y="30" textAnchor="middle">
          N
        </text>
      </g>
      <g className="route-map__scale" transform={`translate(12 ${height - 12})`} data-testid="map-scale">
        <path d={`M0 -6 V0 H${bar.pixels.toFixed(1)} V-6`} />
        <text x={bar.pixels / 2} y="-9" textAnchor="middle">
          {bar.label}
        </text>
      </g>
    </svg>
  );
}

/** The map in words: each bus with its state and heading, each route's stops in order. */
export function MapTextList({ routes, buses }: Pick<RouteMapProps, 'routes' | 'buses'>) {
  return (
    <figcaption className="route-map__list small">
      {buses.length > 0 ? (
        <ul aria-label="Buses on the map" data-testid="map-bus-list">
          {buses.map((bus) => (
            <li key={bus.id}>
              <strong>{bus.name}</strong>: {bus.detail}
              {bus.heading === null || bus.stale ? '' : `, heading ${compassPoint(bus.heading)}`}
            </li>
          ))}
        </ul>
      ) : null}
      {routes.map((route) => (
        <div key={route.id}>
          <span className="route-map__list-title">{route.name}</span>
          <ol aria-label={`Stops of ${route.name}, in order`}>
            {route.stops.map((stop) => (
              <li key={stop.id}>{stop.name}</li>
            ))}
          </ol>
        </div>
      ))}
    </figcaption>
  );
}
