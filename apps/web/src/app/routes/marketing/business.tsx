/** Shuttle for Business: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Shuttle for Business</h1>
    </section>
  );
}
