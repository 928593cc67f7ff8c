import { Outlet, ScrollRestoration } from 'react-router';
import { AuthModalsProvider } from '../../features/auth/components/auth-modals.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { Toaster } from '../ui/toaster.tsx';

/** Around every page: the navigation progress bar, scroll to top, toasts, the auth modals. */
export function RootLayout() {
  return (
    <AuthModalsProvider>
      <ProgressBar />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </AuthModalsProvider>
  );
}
