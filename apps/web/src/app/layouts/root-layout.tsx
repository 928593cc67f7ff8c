import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { AuthModalsProvider } from '../../features/auth/components/auth-modals.tsx';
import { DocumentTitle } from '../page-meta.tsx';

/**
 * Around every page: the document title, the navigation progress bar, scroll to top, toasts,
 * the auth modals.
 */
export function RootLayout() {
  return (
    <AuthModalsProvider>
      <DocumentTitle />
      <ProgressBar />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </AuthModalsProvider>
  );
}
