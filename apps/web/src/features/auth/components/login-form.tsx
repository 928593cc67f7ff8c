import { type LoginInput, MESSAGES, type UserRole } from '@shuttle/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkOnDemand } from '../../../lib/check-on-demand.ts';
import { withChunkTimeout } from '../../../lib/lazy-route.ts';
import { roleHome } from '../utils/role-home.ts';

/** docs/product.md#texts: the server's "Incorrect Password" is shown as a friendlier sentence. */
export function loginErrorText(error: unknown): string {
  const message = errorMessage(error);
  return message === MESSAGES.incorrectPassword ? MESSAGES.loginFailed : message;
}

/**
 * Where a successful login goes. A rider: `redirect` if given, else dashboard home keeping the
 * query (docs/product.md#routes), so a search made before logging in runs there. Registering follows
 * the same rule (docs/decisions/178). Anyone else: their role's home, or `redirect` when it
 * leads inside it.
 */
export function afterLoginPath(search: string, role: UserRole = 'rider'): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  // Only this site: an open redirect would let a link send riders anywhere. The browser's own
  // URL parser decides, so `/\evil.example` and `/\t/evil.example` (which it reads as another
  // host) are refused like `//evil.example`.
  const target = redirect ? new URL(redirect, window.location.origin) : undefined;
  const sameSitePath =
    target?.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : undefined;
  if (role !== 'rider') {
    const home = roleHome(role);
    return sameSitePath && (target?.pathname === home || target?.pathname.startsWith(`${home}/`))
      ? sameSitePath
      : home;
  }
  if (sameSitePath) return sameSitePath;
  return `${paths.dashboard.home}${search}`;
}

/** The login's check, downloaded when the form first takes focus or is sent (docs/decisions/196). */
const LOGIN_CHECK = checkOnDemand(() => import('./login-check.ts').then((module) => module.loginResolver));

/**
 * The login call and the session it starts, downloaded with the check: they bring TanStack
 * Query's client, which `/login` needs for nothing else (docs/decisions/282).
 */
const loadLogIn = withChunkTimeout(() => import('../api/login.ts').then((module) => module.logIn));

function preload() {
  LOGIN_CHECK.preload();
  loadLogIn().catch(() => undefined);
}

interface LoginFormProps {
  onSwitchToRegister?: () => void;
  onSuccess?: () => void;
  prompt?: string;
}

export function LoginForm({ onSwitchToRegister, onSuccess, prompt }: LoginFormProps) {
  const location = useLocation();
  const navigate = useNavigate();
  /** The last send's failure, shown until the next send. */
  const [failure, setFailure] = useState<unknown>();
  /** A send on its way: another (Enter pressed again) is ignored. */
  const sending = useRef(false);
  const form = useForm<LoginInput>({
    resolver: LOGIN_CHECK.check,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(undefined);
    try {
      const logIn = await loadLogIn();
      const user = await logIn(values);
      onSuccess?.();
      navigate(afterLoginPath(location.search, user.role));
    } catch (error) {
      setFailure(error);
    } finally {
      sending.current = false;
    }
  });

  // The check's code could not be downloaded: said on the form, which keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="stack">
      {prompt ? <p className="muted">{prompt}</p> : null}
      <FormError message={failure === undefined ? errors.root?.message : loginErrorText(failure)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-right">
        <Link to={paths.forgotPassword} onClick={onSuccess}>
          Forgot password?
        </Link>
      </p>
      <Button type="submit" block isProcessing={isSubmitting}>
        Log in
      </Button>
      {onSwitchToRegister ? (
        <p className="text-center">
          New to Shuttle?{' '}
          <button type="button" className="link-button" onClick={onSwitchToRegister}>
            Create an account
          </button>
        </p>
      ) : null}
    </form>
  );
}
