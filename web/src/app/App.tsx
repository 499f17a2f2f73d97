import { Suspense, useEffect } from 'react';
import { BASENAME } from '@app/contract/constants';
import { Router, Routes } from '../lib/router';
import { Guard, TrackedNavigate } from './Guard';
import { Overlays } from './Overlays';
import { ROUTES } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScreenReady } from './ScreenReady';
import { SectionPage } from './SectionPage';
import { ensureSystemStatus } from '../stores/system-status';
import { useSessionRenewal } from './use-session-renewal';
import { useAutoLogin } from '../features/auth/remembered/auto-login-start';

function ScreenFallback() {
  return <div className="page" aria-busy="true" />;
}

const ROUTE_ELEMENTS = new Map(
  ROUTES.map((r) => [
    r.path,
    <Guard key={r.path}>
      <RouteErrorBoundary>
        <Suspense fallback={<ScreenFallback />}>
          {'Screen' in r ? <r.Screen /> : <SectionPage titleKey={r.sectionTitleKey} />}
          <ScreenReady />
        </Suspense>
      </RouteErrorBoundary>
    </Guard>,
  ]),
);

function AppRoutes() {
  useSessionRenewal();
  useAutoLogin();
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
