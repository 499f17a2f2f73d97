// For this feature's tests only: the app does not import it.
import type { MemberInfo } from '@app/contract/calls';
import type { Activity, RelayResponse } from '@app/contract/relay';
import { ok } from '../../test/mock-calls';

/** MCSFE_getMerchantAvailablePromotions as the server answers it: global REFERRAL, and the member's own. */
export const promotionsAnswer = (referral: boolean, personal: boolean | null = null, count = 1) =>
  ok<RelayResponse<'MCSFE_getMerchantAvailablePromotions'>>({
    APP_DOWNLOAD: { enabled: true, count: 1 },
    REFERRAL: { enabled: referral, count },
    personal: personal === null ? null : { APP_DOWNLOAD: true, REFERRAL: personal },
  });

/** Member info of the session's member (sessionFixture's id and name) with this member type. */
export const memberInfo = (type: number): MemberInfo => ({
  id: 7,
  account: 'player',
  type,
  regDate: 0,
  language: 'EN',
  clubLabel: null,
});

/** An activity as MCSFE_getActivity answers it (its summary is what MCSFE_getActivities lists). */
export const activityFixture = (patch: Partial<Activity> = {}): Activity => ({
  id: 'summer',
  title: 'Summer deposit bonus',
  summary: 'Up to 100% on your first deposit',
  imageUrl: '/wps/images/home/summer.svg',
  width: 1200,
  height: 600,
  startTime: Date.UTC(2025, 5, 1, 12),
  endTime: Date.UTC(2099, 5, 30, 12),
  rules: '<p>Deposit at least <b>10</b>.</p>',
  action: { redirect: 'DEPOSIT' },
  ...patch,
});
