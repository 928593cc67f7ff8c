/** How it works: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>How it works</h1>
    </section>
  );
}
