/** Trip preferences: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Trip preferences</h1>
    </section>
  );
}
