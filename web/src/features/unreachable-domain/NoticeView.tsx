import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/translate';
import { readStoredCampaign } from '../../lib/tracking-params';
import type { OverlayOf } from '../../stores/overlays';
import { openCustomerService } from '../customer-service';
import { findFastestDomain } from './fastest-domain';
import { retryCodes, retryUrl } from './retry-url';

// Rare (the server disowns the domain): its own chunk.
const DomainNotAvailableScreen = lazy(async () => ({
  default: (await import('./DomainNotAvailableScreen')).DomainNotAvailableScreen,
}));

/**
 * The view of the `notice` overlay (app/Overlays.tsx): the unreachable-domain modal, or the domain-not-available
 * screen. Neither closes: the player leaves through customer service or retry.
 */
export function NoticeView({ overlay }: { overlay: OverlayOf<'notice'> }) {
  const { t } = useTranslation();
  return overlay.view === 'domainNotAvailable' ? (
    <Suspense fallback={null}>
      <DomainNotAvailableScreen />
    </Suspense>
  ) : (
    <UnreachableDomainModal message={overlay.message ?? (overlay.messageKey && t(overlay.messageKey))} />
  );
}

/**
 * Unreachable-domain modal (entry §2, §4, §8): it loads the lists and races the domains first, then shows title
 * 'notice', the message or 'Error', customer service and retry. Retry loads {fastest or current host}/m/index.html
 * with affiliateCode and r.
 */
function UnreachableDomainModal({ message }: { message: string | null }) {
  const { t } = useTranslation();
  /** undefined while the race runs; null when no domain answered. */
  const [fastest, setFastest] = useState<string | null>();

  useEffect(() => {
    let mounted = true;
    void findFastestDomain().then((origin) => {
      if (mounted) setFastest(origin);
    });
    return () => {
      mounted = false;
    };
  }, []);

  if (fastest === undefined) return null;
  const retry = () =>
    window.location.assign(
      retryUrl(fastest, window.location.origin, retryCodes(window.location.search, readStoredCampaign())),
    );
  return (
    <Dialog
      title={t('notice')}
      confirmLabel={t('retry')}
      onConfirm={retry}
      secondary={{ label: t('customer_service'), onSelect: () => void openCustomerService() }}
    >
      <p>{message ?? t('notice_error')}</p>
    </Dialog>
  );
}
