/** She Moves registration: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>She Moves registration</h1>
    </section>
  );
}
