import { HomeSections } from '../../features/marketing/components/home-sections.tsx';

export function Component() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Your daily commute across Lagos, sorted</h1>
          <p className="lead">
            Book a seat on a comfortable, air-conditioned shuttle. Pay from your wallet, board with a QR pass.
          </p>
        </div>
      </section>
      <HomeSections />
    </>
  );
}
