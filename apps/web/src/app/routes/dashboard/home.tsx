import { useUser } from '../../../features/auth/api/get-user.ts';

export function Component() {
  const user = useUser();
  return (
    <section className="page">
      <h1>{user.data ? `Good day, ${user.data.fname}` : 'Your dashboard'}</h1>
    </section>
  );
}
