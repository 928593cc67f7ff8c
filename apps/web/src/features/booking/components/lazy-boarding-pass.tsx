import type { BookedRide } from '@shuttle/contracts';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-route.ts';

// The QR encoder is the heaviest part of a pass: it loads after the page, not with it (ADR 062).
const BoardingPass = lazyPart(() => import('./boarding-pass.tsx').then((module) => module.BoardingPass));

/** The boarding pass, drawn once the QR encoder has loaded. */
export function LazyBoardingPass({ ride }: { ride: BookedRide }) {
  return (
    <Suspense fallback={<p className="muted">Loading your boarding pass…</p>}>
      <BoardingPass ride={ride} />
    </Suspense>
  );
}
