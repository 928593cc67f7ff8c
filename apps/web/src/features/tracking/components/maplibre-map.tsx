import type { LivePosition, TrackedStop } from '@shuttle/contracts';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';

interface MapProps {
  styleUrl: string;
  stops: readonly TrackedStop[];
  position: LivePosition | null;
  highlightStopId?: number;
}

/**
 * The route on a MapLibre GL map (only built when VITE_MAP_STYLE_URL names a style): the line of
 * stops, a marker per stop and the bus, which moves as positions arrive.
 */
export function MapLibreMap({ styleUrl, stops, position, highlightStopId }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const bus = useRef<maplibregl.Marker | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const bounds = new maplibregl.LngLatBounds();
    for (const stop of stops) bounds.extend([stop.lon, stop.lat]);
    const created = new maplibregl.Map({
      container: container.current,
      style: styleUrl,
      bounds,
      fitBoundsOptions: { padding: 40 },
      attributionControl: { compact: true },
    });
    created.on('load', () => {
      created.addSource('route', {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'LineString', coordinates: stops.map((stop) => [stop.lon, stop.lat]) },
        },
      });
      created.addLayer({
        id: 'route',
        type: 'line',
        source: 'route',
        paint: { 'line-color': '#0e7449', 'line-width': 5 },
        layout: { 'line-cap': 'round', 'line-join': 'round' },
      });
    });
    for (const stop of stops) {
      const element = document.createElement('div');
      element.className = `map-stop${stop.stop_id === highlightStopId ? ' map-stop--mine' : ''}`;
      element.title = stop.name;
      new maplibregl.Marker({ element }).setLngLat([stop.lon, stop.lat]).addTo(created);
    }
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      bus.current = null;
    };
  }, [styleUrl, stops, highlightStopId]);

  useEffect(() => {
    if (!map.current || !position) return;
    if (!bus.current) {
      const element = document.createElement('div');
      element.className = 'map-bus';
      element.setAttribute('data-testid', 'bus-marker');
      bus.current = new maplibregl.Marker({ element })
        .setLngLat([position.lon, position.lat])
        .addTo(map.current);
    } else {
      bus.current.setLngLat([position.lon, position.lat]);
    }
  }, [position]);

  return <div ref={container} className="live-map" role="img" aria-label="Map of the route and the bus" />;
}
