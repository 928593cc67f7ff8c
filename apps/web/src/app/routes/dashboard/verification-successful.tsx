/** Verification: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Verification</h1>
    </section>
  );
}
