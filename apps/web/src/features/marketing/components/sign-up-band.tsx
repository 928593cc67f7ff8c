/** The home page's last band: `onRegister` opens the Register modal, which the app's layout owns (docs/product.md#routes). */
export function SignUpBand({ onRegister }: { onRegister: () => void }) {
  return (
    <section className="home-band" aria-labelledby="signup-heading">
      <div className="container">
        <div className="signup-band">
          <h2 id="signup-heading">Ready for a calmer commute?</h2>
          <p>
            Leave the car at home and the bus-stop scramble behind. Signing up is free, and you only pay for
            the rides you book.
          </p>
          <button type="button" className="btn btn--secondary" onClick={onRegister}>
            Create your free account
          </button>
        </div>
      </div>
    </section>
  );
}
