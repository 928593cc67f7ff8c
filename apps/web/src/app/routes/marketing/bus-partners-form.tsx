/** Become a bus partner: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Become a bus partner</h1>
    </section>
  );
}
