/** Booking: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Booking</h1>
    </section>
  );
}
