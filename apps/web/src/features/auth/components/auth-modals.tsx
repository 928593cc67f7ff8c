import { createContext, type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { lazyWithQuery } from '../../../lib/lazy-with-query.tsx';
import type { AuthDialog } from './auth-dialogs.tsx';

// The modals, their forms and the validation library load when a modal first opens, not with
// the page (docs/decisions/006 and 057).
const AuthDialogs = lazyWithQuery(() => import('./auth-dialogs.tsx').then((module) => module.AuthDialogs));

const AuthModalsContext = createContext<{ open: (which: Exclude<AuthDialog, null>) => void }>({
  open: () => undefined,
});

/** Lets any part of the site open the Log in or Register modal (docs/product.md#routes). */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<AuthDialog>(null);
  // Once loaded the dialogs stay mounted, so closing one is the platform's <dialog> close.
  const [hasOpened, setHasOpened] = useState(false);
  const value = useMemo(
    () => ({
      open: (which: Exclude<AuthDialog, null>) => {
        setHasOpened(true);
        setOpenDialog(which);
      },
    }),
    [],
  );
  return (
    <AuthModalsContext value={value}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <AuthDialogs openDialog={openDialog} onOpen={value.open} onClose={() => setOpenDialog(null)} />
        </Suspense>
      ) : null}
    </AuthModalsContext>
  );
}

export const useAuthModals = () => use(AuthModalsContext);
