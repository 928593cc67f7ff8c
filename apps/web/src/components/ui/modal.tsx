import { type ReactNode, useEffect, useRef } from 'react';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus trapping and Escape come from the platform; the page
 * behind does not scroll while it is open (docs/product.md#routes).
 */
export function Modal({ title, isOpen, onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal?.();
      if (!dialog.showModal) dialog.setAttribute('open', '');
      document.body.classList.add('is-scroll-locked');
    }
    if (!isOpen && dialog.open) dialog.close?.();
    return () => document.body.classList.remove('is-scroll-locked');
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {isOpen ? (
        <div className="modal__body">
          <header className="modal__header">
            <h2>{title}</h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
