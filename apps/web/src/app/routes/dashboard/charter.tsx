/** Charter a shuttle: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Charter a shuttle</h1>
    </section>
  );
}
