import { lazy, Suspense, useEffect } from 'react';
import { BASENAME } from '@app/contract/constants/navigation';
import { Router, Routes } from '../lib/router';
import { Guard, TrackedNavigate } from './Guard';
import { Overlays } from './Overlays';
import { ROUTES } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScreenReady } from './ScreenReady';
import { ensureSystemStatus } from '../stores/system-status';
import { useAppStore } from '../stores/app-store';
import { useSessionRenewal } from './use-session-renewal';
import { useAutoLogin } from '../features/auth/remembered/auto-login-start';
import { useDocumentTitle } from './use-document-title';
import { useUpdateCheck } from './use-update-check';

const SystemNoticeScreen = lazy(() => import('../features/system-notice/SystemNoticeScreen'));

function ScreenFallback() {
  return <div className="page" aria-busy="true" />;
}

const ROUTE_ELEMENTS = new Map(
  ROUTES.map(({ path, screen: Screen }) => [
    path,
    <Guard key={path}>
      <RouteErrorBoundary>
        <Suspense fallback={<ScreenFallback />}>
          <Screen />
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
  // Maintenance or a blocked region or IP (entry §2): a notice replaces every route while the status says so
  // (which one: features/system-notice).
  const notice = useAppStore((s) => s.status?.maintenance || s.status?.regionRestriction);
  if (notice) {
    return (
      <Suspense fallback={<ScreenFallback />}>
        <SystemNoticeScreen />
        <ScreenReady />
      </Suspense>
    );
  }
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
