import { Suspense } from 'react';
import { lazyWithQuery } from '../../lib/lazy-with-query.tsx';

// The unread count arrives with its own small chunk, so the home page's first load stays small
// for visitors, who never see it (docs/speed.md#first-load).
const LazyBell = lazyWithQuery(() =>
  import('../../features/notifications/components/unread-count.tsx').then(
    (module) => module.NotificationsBell,
  ),
);
const LazyBadge = lazyWithQuery(() =>
  import('../../features/notifications/components/unread-count.tsx').then((module) => module.UnreadBadge),
);

export function NotificationsBell({ userId }: { userId: number }) {
  return (
    <Suspense fallback={null}>
      <LazyBell userId={userId} />
    </Suspense>
  );
}

export function UnreadBadge({ userId }: { userId: number }) {
  return (
    <Suspense fallback={null}>
      <LazyBadge userId={userId} />
    </Suspense>
  );
}
