import { useNavigation } from 'react-router';

/** The thin bar at the top of the page while a navigation loads (docs/product.md#routes). */
export function ProgressBar() {
  const navigation = useNavigation();
  const isLoading = navigation.state !== 'idle';
  return <div className={`progress-bar${isLoading ? ' progress-bar--active' : ''}`} aria-hidden="true" />;
}
