/** Drive for us: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Drive for us</h1>
    </section>
  );
}
