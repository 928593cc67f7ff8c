import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { UserWithWallet } from '../api/get-user.ts';
import { useLogout } from '../api/logout.ts';
import './signed-in-account.css';

interface SignedInAccountProps {
  /** The page's heading, e.g. "Driver". */
  title: string;
  user: Pick<UserWithWallet, 'fname' | 'lname' | 'email' | 'phone'>;
}

/** The account a driver or bus partner is signed in with, and the way out (their home pages). */
export function SignedInAccount({ title, user }: SignedInAccountProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <section className="container page signed-in-account">
      <h1>{title}</h1>
      <div className="card stack">
        <h2>Your account</h2>
        <dl>
          <dt>Name</dt>
          <dd>
            {user.fname} {user.lname}
          </dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          {user.phone ? (
            <>
              <dt>Phone</dt>
              <dd>{user.phone}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
          >
            Sign out
          </button>
        </p>
      </div>
    </section>
  );
}
