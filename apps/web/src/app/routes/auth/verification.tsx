/** Verify your account: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Verify your account</h1>
    </section>
  );
}
