/** Profile: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Profile</h1>
    </section>
  );
}
