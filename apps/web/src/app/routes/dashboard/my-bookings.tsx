/** My bookings: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>My bookings</h1>
    </section>
  );
}
