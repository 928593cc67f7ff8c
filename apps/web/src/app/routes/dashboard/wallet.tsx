/** Wallet: arrives with its feature. */
export function Component() {
  return (
    <section className="container page">
      <h1>Wallet</h1>
    </section>
  );
}
