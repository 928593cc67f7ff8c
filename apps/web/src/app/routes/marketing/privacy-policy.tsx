/** Privacy policy: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Privacy policy</h1>
    </section>
  );
}
