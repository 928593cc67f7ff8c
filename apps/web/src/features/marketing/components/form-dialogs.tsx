import { Suspense } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { lazyPart } from '../../../lib/lazy-route.ts';

// The forms and their validation library load when a dialog first opens.
const DriverSignupForm = lazyPart(() =>
  import('./driver-signup-form.tsx').then((module) => module.DriverSignupForm),
);
const FeedbackForm = lazyPart(() => import('./feedback-form.tsx').then((module) => module.FeedbackForm));

interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const loading = <p className="muted">Loading…</p>;

/** docs/product.md#public-forms: "Sign up to drive" on /drive-for-us opens the driver signup form in a modal. */
export function DriverSignupDialog({ isOpen, onClose }: DialogProps) {
  return (
    <Modal title="Sign up to drive" isOpen={isOpen} onClose={onClose}>
      <Suspense fallback={loading}>
        <DriverSignupForm />
      </Suspense>
    </Modal>
  );
}

/** docs/product.md#public-forms: "Get in touch" on /business opens the feedback form in a modal. */
export function FeedbackDialog({ isOpen, onClose }: DialogProps) {
  return (
    <Modal title="Get in touch" isOpen={isOpen} onClose={onClose}>
      <Suspense fallback={loading}>
        <FeedbackForm />
      </Suspense>
    </Modal>
  );
}
