/** Support: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Support</h1>
    </section>
  );
}
