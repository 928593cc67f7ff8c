import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';

export function AppProvider() {
  const [router] = useState(createRouter);
  // No QueryClientProvider here: the lazy parts that read server state bring it (ADR 057).
  return <RouterProvider router={router} />;
}
