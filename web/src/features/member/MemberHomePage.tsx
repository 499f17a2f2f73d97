import { memberTypeKey, type MessageKey } from '../../i18n/keys';
import type { AppPath } from '../../lib/route-table';
import { RouteIcon } from '../../components/RouteIcon';
import { useTranslation } from '../../i18n/translate';
import { BottomNav } from '../../components/BottomNav';
import { Screen } from '../../components/Screen';
import { AppLink } from '../../components/AppLink';
import { AsyncSection } from '../../components/AsyncSection';
import { GiftIcon, LockIcon } from '../../components/icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { turnAutoLoginOff } from '../../lib/saved-login';
import { useAppStore, useSession, useSettings } from '../../stores/app-store';
import { memberApi } from '../account';
import { RankProgressCard } from './RankProgressCard';
import { BoundIdentitiesCard } from './BoundIdentitiesCard';
import { useCall } from '../../api/use-call';
import { localeOf } from '../../i18n/locale-of';
import { ChatButton } from '../chat';
import { LanguagePicker } from '../language';

/** The money pages, reached from the member's page (signed-in §2: deposit, withdrawal, payout accounts). */
const WALLET_LINKS = [
  { to: '/voucherCenter', label: 'page_voucherCenter' },
  { to: '/withdraw', label: 'page_withdraw' },
  { to: '/securityCenter/addBankCard', label: 'payout_bound_title' },
] as const satisfies readonly { to: AppPath; label: MessageKey }[];

export function MemberHomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const session = useSession();
  const signOut = useAppStore((s) => s.signOut);
  const member = useCall(memberApi.info);
  // The reward centre's entry, only while its switch is on (signed-in §2: REWCEN3 gates the page's entries).
  const rewardCentre = useSettings()?.whitelabel.REWCEN3 ?? false;

  const logout = () => {
    const token = session?.token;
    // A player who logs out is not signed straight back in at the next start; the username stays remembered.
    turnAutoLoginOff();
    // The session ends here first, then on the server: a call still on the wire with the token, answered after
    // the revocation, belongs to an ended session and brings no session-expired notice (api/failure.ts).
    signOut();
    navigate('/login', { replace: true });
    if (token) void memberApi.logout(token);
  };

  const info = member.status === 'ready' ? member.data : null;
  const name = info?.account ?? session?.userName ?? '';
  return (
    <Screen
      title={t('member')}
      back={false}
      actions={<LanguagePicker />}
      bottomNav={<BottomNav extra={<ChatButton />} />}
    >
      <section className="card profile" aria-busy={member.status === 'loading'}>
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2>{name}</h2>
          {info?.clubLabel && <span className="badge">{info.clubLabel.labelName}</span>}
        </div>
      </section>
      <RankProgressCard labelName={info?.clubLabel?.labelName ?? null} />
      <AsyncSection state={member} title={t('account')} errorText={t('member_info_failed')}>
        {(info) => (
          <ul className="list">
            <li>
              <span className="label">{t('username')}</span>
              <span className="value">{info.account}</span>
            </li>
            <li>
              <span className="label">{t('member_type')}</span>
              <span className="value">{t(memberTypeKey(info.type))}</span>
            </li>
            <li>
              <span className="label">{t('member_since')}</span>
              <span className="value">
                {new Date(info.regDate).toLocaleDateString(localeOf(i18n.language))}
              </span>
            </li>
          </ul>
        )}
      </AsyncSection>
      <section className="card">
        <h2>{t('member_wallet')}</h2>
        <div className="list">
          {WALLET_LINKS.map(({ to, label }) => (
            <AppLink key={to} className="row" to={to}>
              <span>{t(label)}</span>
              <RouteIcon name="wallet" />
            </AppLink>
          ))}
          {rewardCentre && (
            <AppLink className="row" to="/rewardCenter">
              <span>{t('page_rewardCenter')}</span>
              <GiftIcon />
            </AppLink>
          )}
        </div>
      </section>
      <section className="card">
        <h2>{t('security')}</h2>
        <div className="list">
          <AppLink className="row" to="/changePsw">
            <span>{t('change_password')}</span>
            <LockIcon />
          </AppLink>
        </div>
      </section>
      <BoundIdentitiesCard />
      <button type="button" className="btn btn-ghost btn-block" onClick={logout}>
        {t('logout')}
      </button>
    </Screen>
  );
}
