/** Suggest a route: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Suggest a route</h1>
    </section>
  );
}
