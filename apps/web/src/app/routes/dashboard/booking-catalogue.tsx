/** All available routes: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>All available routes</h1>
    </section>
  );
}
