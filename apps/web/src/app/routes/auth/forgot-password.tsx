/** Forgot password: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Forgot password</h1>
    </section>
  );
}
