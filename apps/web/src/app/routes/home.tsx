import { Suspense } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ClientOnly } from '../../components/ui/client-only.tsx';
import { StaticMarkup } from '../../components/ui/static-markup.tsx';
import { useAuthModals } from '../../features/auth/components/auth-modals.tsx';
import '../../features/marketing/components/home-sections.css';
import { SignUpBand } from '../../features/marketing/components/sign-up-band.tsx';
import '../../features/search/components/search-card.css';
import { lazyPart } from '../../lib/lazy-route.ts';

// The form loads beside the hero text, not before it (docs/speed.md#first-load); its libraries,
// its check and its list of stops when the rider turns to it (docs/decisions/289).
const HomeSearchOnDemand = lazyPart(() =>
  import('../../features/search/components/home-search-on-demand.tsx').then(
    (module) => module.HomeSearchOnDemand,
  ),
);

// Text, pictures and links: a prerendered home hydrates without them, so their code loads only when
// the page renders in the browser (docs/decisions/286).
const HomeSections = lazyPart(() =>
  import('../../features/marketing/components/home-sections.tsx').then((module) => module.HomeSections),
);

const SEARCH_PLACEHOLDER = <div className="hero__search-placeholder" aria-hidden="true" />;

/** Opened with `options`, home searches at once and moves on as after a search (spec 2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const options = new URL(request.url).searchParams.get('options');
  if (!options) return null;
  const { discoverFromAddress } = await import('../../features/search/discover-from-address.ts');
  const target = await discoverFromAddress(options);
  return target ? redirect(target) : null;
}

export function Component() {
  const authModals = useAuthModals();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <StaticMarkup as="div">
            <h1>Your daily commute across Lagos, sorted</h1>
            <p className="lead">
              Book a seat on a comfortable, air-conditioned shuttle. Pay from your wallet, board with a QR
              pass.
            </p>
          </StaticMarkup>
          <div className="search-card">
            <h2 className="visually-hidden">Find a shuttle</h2>
            {/* The form's first render reads today's date, which the prerendered page cannot know. */}
            <ClientOnly fallback={SEARCH_PLACEHOLDER}>
              <Suspense fallback={SEARCH_PLACEHOLDER}>
                <HomeSearchOnDemand />
              </Suspense>
            </ClientOnly>
          </div>
        </div>
      </section>
      <StaticMarkup as="div">
        <HomeSections />
      </StaticMarkup>
      <SignUpBand onRegister={() => authModals.open('register')} />
    </>
  );
}
