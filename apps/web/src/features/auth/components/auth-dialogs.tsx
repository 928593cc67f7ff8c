import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { afterLoginPath, LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export type AuthDialog = 'login' | 'register' | null;

interface AuthDialogsProps {
  openDialog: AuthDialog;
  onOpen: (which: Exclude<AuthDialog, null>) => void;
  onClose: () => void;
}

/**
 * The navbar's Log in and Register modals, which switch between each other (docs/product.md#routes).
 * Opened from the login page, registering leads where the login would, keeping the page's
 * `redirect` and `options` (docs/decisions/178), and "Log in" goes back to the page's form.
 */
export function AuthDialogs({ openDialog, onOpen, onClose }: AuthDialogsProps) {
  const location = useLocation();
  const isLoginPage = location.pathname === paths.login;
  return (
    <>
      <Modal title="Log in" isOpen={openDialog === 'login'} onClose={onClose}>
        <LoginForm onSwitchToRegister={() => onOpen('register')} onSuccess={onClose} />
      </Modal>
      <Modal title="Create your account" isOpen={openDialog === 'register'} onClose={onClose}>
        <RegisterForm
          onSwitchToLogin={isLoginPage ? onClose : () => onOpen('login')}
          onSuccess={onClose}
          destination={isLoginPage ? afterLoginPath(location.search) : paths.dashboard.home}
        />
      </Modal>
    </>
  );
}
