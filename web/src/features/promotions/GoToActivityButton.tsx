import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { useTranslation } from '../../i18n/translate';
import { openInNewWindow } from '../../lib/open-url';
import { useAppStore, useSession, useSettings } from '../../stores/app-store';
import { memberApi } from '../account';
import { availablePromotionsQuery } from '../available-promotions';
import { goToActivityTarget, goToActivityVisible, type GoToActivity } from './go-to-activity';
import { playerKind, referralEntryVisible, referralFacts } from './referral';
import { ReferralGateLink } from './ReferralGateLink';

const CLASS = 'btn btn-primary btn-block activity-go';

/**
 * An activity's call to action (signed-in §4 "Go-to-activity button", §5): its label, or the redirect's own,
 * shown by goToActivityVisible, leading where goToActivityTarget says. Pages are real links (the route guard
 * sends a guest to /m/login where one is needed); the referral page goes through the referral gate.
 */
export function GoToActivityButton({ action }: { action: GoToActivity }) {
  const { t } = useTranslation();
  const session = useSession();
  const device = useAppStore((s) => s.device);
  const rewardCentre = useSettings()?.whitelabel.REWCEN3 ?? false;
  const signedIn = session !== null;
  // Asked only when the rule needs them: the referral flag, and whether the member's VIP benefits are shown.
  const promotions = useCall(action.redirect === 'INVITE_FRIENDS' ? availablePromotionsQuery : null);
  const vipProgress = useCall(action.redirect === 'MEMBER' && signedIn ? memberApi.rankProgress : null);

  const target = goToActivityTarget(action);
  const visible =
    target !== null &&
    goToActivityVisible(action.redirect, {
      signedIn,
      memberType: session?.type ?? null,
      device,
      referralFlag:
        promotions?.status === 'ready' &&
        referralEntryVisible(playerKind(session), referralFacts(promotions.data)),
      vipBenefitsShown: vipProgress?.status === 'ready',
      rewardCentre,
    });
  if (!target || !visible) return null;

  const label = action.label?.trim() || t(`activity_go_${action.redirect}`);
  switch (target.kind) {
    case 'route':
      return (
        <AppLink className={CLASS} to={target.to}>
          {label}
        </AppLink>
      );
    case 'referral':
      return <ReferralGateLink className={CLASS}>{label}</ReferralGateLink>;
    case 'external':
      return (
        <a
          className={CLASS}
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            // A new window cut off from this one, or this window when popups are blocked (lib/open-url.ts).
            e.preventDefault();
            openInNewWindow(target.url);
          }}
        >
          {label}
        </a>
      );
    case 'appDownload':
      return (
        <button
          type="button"
          className={CLASS}
          onClick={() => void import('../install').then((m) => m.openAppDownload())}
        >
          {label}
        </button>
      );
  }
}
