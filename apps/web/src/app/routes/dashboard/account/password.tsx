/** Password: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Password</h1>
    </section>
  );
}
