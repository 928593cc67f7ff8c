import { PrivacyPolicy } from '../../../features/marketing/components/privacy-policy.tsx';

export function Component() {
  return (
    <section className="container page">
      <h1>Privacy policy</h1>
      <PrivacyPolicy />
    </section>
  );
}
