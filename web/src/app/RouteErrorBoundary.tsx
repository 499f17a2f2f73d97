import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';

function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <div className="page-body">
        <div className="card empty" role="alert">
          <p>{t('unknown_error')}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
        </div>
      </div>
    </main>
  );
}

/**
 * A screen that fails to render or to download (a chunk gone after a deploy, a dropped connection) shows a
 * clear message with a retry instead of a white page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build's target (es2020) would add the class-field helpers
  // to the first load for this one field.
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // Reported as an uncaught error is (the browser's reportError, where it has one): the tracking feature's
  // reporter, or the head script until it starts, takes it, so nothing of the reporter loads with the first screen.
  override componentDidCatch(error: unknown) {
    window.reportError?.(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
