import { RoutesSection } from './routes-section.tsx';
import { StopsSection } from './stops-section.tsx';

/** The network: routes with their stops, departures and fares, and the stops themselves. */
export function NetworkScreen() {
  return (
    <div className="stack">
      <h1>Network</h1>
      <RoutesSection />
      <StopsSection />
    </div>
  );
}
