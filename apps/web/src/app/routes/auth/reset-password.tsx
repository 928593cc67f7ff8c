/** Reset password: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Reset password</h1>
    </section>
  );
}
