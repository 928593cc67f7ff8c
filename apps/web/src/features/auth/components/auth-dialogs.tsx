import { Modal } from '../../../components/ui/modal.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export type AuthDialog = 'login' | 'register' | null;

interface AuthDialogsProps {
  openDialog: AuthDialog;
  onOpen: (which: Exclude<AuthDialog, null>) => void;
  onClose: () => void;
}

/** The navbar's Log in and Register modals, which switch between each other (docs/product.md#routes). */
export function AuthDialogs({ openDialog, onOpen, onClose }: AuthDialogsProps) {
  return (
    <>
      <Modal title="Log in" isOpen={openDialog === 'login'} onClose={onClose}>
        <LoginForm onSwitchToRegister={() => onOpen('register')} onSuccess={onClose} />
      </Modal>
      <Modal title="Create your account" isOpen={openDialog === 'register'} onClose={onClose}>
        <RegisterForm onSwitchToLogin={() => onOpen('login')} onSuccess={onClose} />
      </Modal>
    </>
  );
}
