import { lazy, Suspense } from 'react';

// The unread count arrives with its own small chunk, so the home page's first load stays small
// for visitors, who never see it (QUALITY.md section 3).
const LazyBell = lazy(() =>
  import('../../features/notifications/components/unread-count.tsx').then((module) => ({
    default: module.NotificationsBell,
  })),
);
const LazyBadge = lazy(() =>
  import('../../features/notifications/components/unread-count.tsx').then((module) => ({
    default: module.UnreadBadge,
  })),
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
