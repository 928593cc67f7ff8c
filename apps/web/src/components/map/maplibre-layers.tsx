import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import type { MapBus, MapRoute } from './map-layers.ts';

/**
 * The build's copy of the map style (apps/web/src/build/map-style-plugin.ts): read when the SPA
 * was built, served by our own server, so a page fetches only the tiles, glyphs and sprites it
 * names, the hosts the server's CSP admits (docs/decisions/255).
 */
const STYLE_URL = `${import.meta.env.BASE_URL}map-style.json`;

interface MapLibreLayersProps {
  label: string;
  routes: readonly MapRoute[];
  buses: readonly MapBus[];
}

/** The drawn map's layers (routes, stops, buses with their heading) over the style's tiles. */
export function MapLibreLayers({ label, routes, buses }: MapLibreLayersProps) {
  const container = useRef<HTMLDivElement>(null);
  // State, not a ref: a new map (new routes) places the buses again.
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const busMarkers = useRef(new Map<string, maplibregl.Marker>());

  useEffect(() => {
    if (!container.current) return;
    const bounds = new maplibregl.LngLatBounds();
    for (const stop of routes.flatMap((route) => route.stops)) bounds.extend([stop.lon, stop.lat]);
    const created = new maplibregl.Map({
      container: container.current,
      style: STYLE_URL,
      ...(bounds.isEmpty() ? { center: [3.38, 6.52] as [number, number], zoom: 11 } : { bounds }),
      fitBoundsOptions: { padding: 40 },
      attributionControl: { compact: true },
    });
    created.on('load', () => {
      created.addSource('routes', {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: routes.map((route) => ({
            type: 'Feature',
            properties: { name: route.name },
            geometry: { type: 'LineString', coordinates: route.stops.map((stop) => [stop.lon, stop.lat]) },
          })),
        },
      });
      created.addLayer({
        id: 'routes',
        type: 'line',
        source: 'routes',
        paint: { 'line-color': '#0e7449', 'line-width': 5 },
        layout: { 'line-cap': 'round', 'line-join': 'round' },
      });
    });
    for (const stop of routes.flatMap((route) => route.stops)) {
      const element = document.createElement('div');
      element.className = `route-map__gl-stop${stop.mine ? ' route-map__gl-stop--mine' : ''}`;
      element.title = stop.name;
      new maplibregl.Marker({ element }).setLngLat([stop.lon, stop.lat]).addTo(created);
    }
    setMap(created);
    const markers = busMarkers.current;
    return () => {
      created.remove();
      setMap(null);
      markers.clear();
    };
  }, [routes]);

  useEffect(() => {
    if (!map) return;
    const markers = busMarkers.current;
    for (const [id, marker] of markers) {
      if (!buses.some((bus) => bus.id === id)) {
        marker.remove();
        markers.delete(id);
      }
    }
    for (const bus of buses) {
      let marker = markers.get(bus.id);
      if (!marker) {
        const element = document.createElement('div');
        element.className = 'route-map__gl-bus';
        element.title = bus.name;
        element.textContent = '▲';
        marker = new maplibregl.Marker({ element, rotationAlignment: 'map' })
          .setLngLat([bus.lon, bus.lat])
          .addTo(map);
        markers.set(bus.id, marker);
      }
      marker.getElement().classList.toggle('route-map__gl-bus--stale', bus.stale);
      marker.setLngLat([bus.lon, bus.lat]).setRotation(bus.heading ?? 0);
    }
  }, [buses, map]);

  return <div ref={container} className="route-map__gl" role="img" aria-label={label} />;
}
