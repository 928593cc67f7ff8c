import { Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/after-paint.ts';
import { lazyWithQuery } from '../../lib/lazy-with-query.tsx';

// The unread count arrives with its own small chunk, so the home page's first load stays small
// for visitors, who never see it (docs/speed.md#first-load). Its download starts once the page
// has painted: it is never what a page's first paint waits for (docs/decisions/198).
const LazyBell = lazyWithQuery(() =>
  import('../../features/notifications/components/unread-count.tsx').then(
    (module) => module.NotificationsBell,
  ),
);
const LazyBadge = lazyWithQuery(() =>
  import('../../features/notifications/components/unread-count.tsx').then((module) => module.UnreadBadge),
);

export function NotificationsBell({ userId }: { userId: number }) {
  const painted = useAfterFirstPaint();
  return painted ? (
    <Suspense fallback={null}>
      <LazyBell userId={userId} />
    </Suspense>
  ) : null;
}

export function UnreadBadge({ userId }: { userId: number }) {
  const painted = useAfterFirstPaint();
  return painted ? (
    <Suspense fallback={null}>
      <LazyBadge userId={userId} />
    </Suspense>
  ) : null;
}
