/** Promo codes: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Promo codes</h1>
    </section>
  );
}
