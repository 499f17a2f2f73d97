import { useState } from 'react';
import type { BoundIdentity } from '@app/contract/relay';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { invalidateCalls } from '../../api/call-cache';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { Dialog } from '../../components/Dialog';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { PROVIDER_ICONS, PROVIDER_NAMES } from '../auth';
import { memberApi } from '../account';
import { boundDate, providerLabel } from './bound-identities';
import './bound-identities.css';

/** A phone handset: the mark of a phone sign-in (the social providers have their own). */
const PHONE_MARK = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16 1H8a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2Zm-4 21a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm4-4H8V4h8v14Z"
    />
  </svg>
);

/**
 * The social and phone sign-ins linked to the account (relay WPSCORE_listBoundIdentities): the provider, when
 * it was linked, and a Remove button that asks first. A sign-in the member does not recognise (linked by
 * someone who got into the account) is removed here; it then no longer opens the account.
 */
export function BoundIdentitiesCard() {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  const state = useCall(signedIn ? memberApi.boundIdentities : null);
  const showFailure = useFailureAlert();
  const [asked, setAsked] = useState<BoundIdentity | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  if (!state) return null;

  const locale = localeOf(i18n.language);
  const nameOf = (identity: BoundIdentity): string => {
    const label = providerLabel(identity.provider);
    return 'brand' in label ? PROVIDER_NAMES[label.brand] : t(label.key);
  };

  const remove = async (identity: BoundIdentity) => {
    setAsked(null);
    setRemoving(identity.id);
    const res = await memberApi.removeBoundIdentity(identity.id);
    setRemoving(null);
    if (!res.success) {
      showFailure(res);
      return;
    }
    useOverlays.getState().showToast(t('bound_identity_removed'), SUCCESS_MESSAGE_MS);
    invalidateCalls({ name: 'WPSCORE_listBoundIdentities' });
  };

  return (
    <>
      <AsyncSection
        state={state}
        className="bound-identities"
        title={t('bound_identities')}
        errorText={t('bound_identities_failed')}
        empty={{ when: (list) => list.length === 0, text: t('bound_identities_empty') }}
      >
        {(list) => (
          <ul className="list">
            {list.map((identity) => {
              const name = nameOf(identity);
              const date = boundDate(identity.boundAt, locale);
              return (
                <li key={identity.id}>
                  <span
                    className={`bound-identity-mark bound-identity-${identity.provider}`}
                    aria-hidden="true"
                  >
                    {identity.provider === 'phone' ? PHONE_MARK : PROVIDER_ICONS[identity.provider]}
                  </span>
                  <span className="bound-identity-text">
                    <span className="value">{name}</span>
                    <span className="label">{t('bound_identity_since', { date })}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost bound-identity-remove"
                    aria-label={t('bound_identity_remove_label', { provider: name, date })}
                    disabled={removing !== null}
                    aria-busy={removing === identity.id}
                    onClick={() => setAsked(identity)}
                  >
                    {t('bound_identity_remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncSection>
      {asked && (
        // Keeping it is the first, focused choice: removing is the one that cannot be undone from here.
        <Dialog
          title={t('bound_identity_remove_title')}
          confirmLabel={t('cancel')}
          onConfirm={() => setAsked(null)}
          secondary={{ label: t('bound_identity_remove'), onSelect: () => void remove(asked) }}
        >
          <p>
            {t('bound_identity_remove_text', {
              provider: nameOf(asked),
              date: boundDate(asked.boundAt, locale),
            })}
          </p>
        </Dialog>
      )}
    </>
  );
}
