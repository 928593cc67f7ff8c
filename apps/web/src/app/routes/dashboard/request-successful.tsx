/** Request received: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Request received</h1>
    </section>
  );
}
