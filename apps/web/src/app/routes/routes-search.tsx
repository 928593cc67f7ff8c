/** Available trips: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Available trips</h1>
    </section>
  );
}
