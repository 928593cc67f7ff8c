import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { withChunkTimeout } from './lazy-route.ts';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a part whose code would not load and offers to load it again. */
class PartLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert">
        This part of the page could not load.{' '}
        <button type="button" className="link-button" onClick={this.props.onRetry}>
          Try again
        </button>
      </p>
    );
  }
}

/**
 * `React.lazy` for a part of a page (a form, a dialog, the bell, the boarding pass) with what
 * the page chunks have (spec section 8, docs/decisions/177): a download that has not arrived
 * after the chunk timeout fails, and a failed one offers "Try again", which downloads it anew
 * (`React.lazy` keeps a failure for good, so each try is a new one). The caller's `Suspense`
 * shows what stands in while it loads.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const timedLoad = withChunkTimeout(load);
  const lazyOnce = () => lazy(async () => ({ default: await timedLoad() }));
  let LazyComponent = lazyOnce();
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      LazyComponent = lazyOnce();
      setAttempt((count) => count + 1);
    };
    return (
      <PartLoadBoundary key={attempt} onRetry={retry}>
        <LazyComponent {...props} />
      </PartLoadBoundary>
    );
  };
}
