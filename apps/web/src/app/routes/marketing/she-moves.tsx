/** She Moves: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>She Moves</h1>
    </section>
  );
}
