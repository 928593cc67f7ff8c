import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows the spec's "Processing..." label and ignores clicks while a form submits. */
  isProcessing?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  isProcessing = false,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isProcessing}
      aria-busy={isProcessing || undefined}
      {...props}
    >
      {isProcessing ? 'Processing...' : children}
    </button>
  );
}
