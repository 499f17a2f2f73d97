import { useLoadingVisible } from '../hooks/use-loading-visible';

/** The turning loading indicator; it hides with the other loading indicators after an error. */
export function Spinner() {
  return useLoadingVisible(true) && <span className="spinner" aria-hidden="true" />;
}
