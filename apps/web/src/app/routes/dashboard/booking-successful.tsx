/** Booking successful: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Booking successful</h1>
    </section>
  );
}
