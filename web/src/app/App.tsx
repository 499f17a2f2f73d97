import { lazy, Suspense, useEffect } from 'react';
import { BASENAME } from '@app/contract/constants';
import { Router, Routes } from '../lib/router';
import { Guard, TrackedNavigate } from './Guard';
import { Overlays } from './Overlays';
import { OPENS_SOON, ROUTES } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScreenReady } from './ScreenReady';
import { ensureSystemStatus } from '../stores/system-status';
import { useSessionRenewal } from './use-session-renewal';
import { useAutoLogin } from '../features/auth/remembered/auto-login-start';
import { useDocumentTitle } from './use-document-title';
import { useUpdateCheck } from './use-update-check';

// Only the routes of later issues show it: it is not part of the first load of the others.
const SectionPage = lazy(async () => ({ default: (await import('./SectionPage')).SectionPage }));

function ScreenFallback() {
  return <div className="page" aria-busy="true" />;
}

const ROUTE_ELEMENTS = new Map(
  ROUTES.map(({ path, screen: Screen, titleKey }) => [
    path,
    <Guard key={path}>
      <RouteErrorBoundary>
        <Suspense fallback={<ScreenFallback />}>
          {Screen === OPENS_SOON ? <SectionPage titleKey={titleKey} /> : <Screen />}
          <ScreenReady />
        </Suspense>
      </RouteErrorBoundary>
    </Guard>,
  ]),
);

function AppRoutes() {
  useSessionRenewal();
  useAutoLogin();
  useDocumentTitle();
  useUpdateCheck();
  // An unknown path goes to /m/home.
  return <Routes routes={ROUTE_ELEMENTS} fallback={<TrackedNavigate to="/home" />} />;
}

export function App() {
  useEffect(() => {
    void ensureSystemStatus();
  }, []);
  return (
    <Router basename={BASENAME}>
      <AppRoutes />
      <Overlays />
    </Router>
  );
}
