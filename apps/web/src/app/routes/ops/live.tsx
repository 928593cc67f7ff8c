import { LiveBoard } from '../../../features/tracking/components/live-board.tsx';

/** `/ops/live`: the runs on the road now, late first (docs/decisions/165-live-tracking.md). */
export function Component() {
  return (
    <section className="stack">
      <h1>Live</h1>
      <LiveBoard />
    </section>
  );
}
