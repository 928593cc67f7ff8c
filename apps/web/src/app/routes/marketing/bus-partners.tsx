/** Bus partners: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Bus partners</h1>
    </section>
  );
}
