/** Notifications: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Notifications</h1>
    </section>
  );
}
