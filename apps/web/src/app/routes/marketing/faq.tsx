/** Frequently asked questions: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Frequently asked questions</h1>
    </section>
  );
}
