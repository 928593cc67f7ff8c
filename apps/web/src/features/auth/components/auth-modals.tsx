import { createContext, lazy, type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

// The forms (and their validation library) load when a modal first opens, not with the page.
const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));
const RegisterForm = lazy(() =>
  import('./register-form.tsx').then((module) => ({ default: module.RegisterForm })),
);

type OpenModal = 'login' | 'register' | null;

const AuthModalsContext = createContext<{ open: (which: Exclude<OpenModal, null>) => void }>({
  open: () => undefined,
});

/** The navbar's Log in and Register modals, which switch between each other (spec section 2). */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const value = useMemo(() => ({ open: setOpenModal }), []);
  const close = () => setOpenModal(null);
  return (
    <AuthModalsContext value={value}>
      {children}
      <Modal title="Log in" isOpen={openModal === 'login'} onClose={close}>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <LoginForm onSwitchToRegister={() => setOpenModal('register')} onSuccess={close} />
        </Suspense>
      </Modal>
      <Modal title="Create your account" isOpen={openModal === 'register'} onClose={close}>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <RegisterForm onSwitchToLogin={() => setOpenModal('login')} onSuccess={close} />
        </Suspense>
      </Modal>
    </AuthModalsContext>
  );
}

export const useAuthModals = () => use(AuthModalsContext);
