import type { CallRequest } from '@app/contract/calls';
import { callApi } from '../../api/call';
import { callQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/** The calls behind a phone number: the country list of the picker and the SMS code send. */
export const verificationApi = {
  /**
   * The country list, once per page load and kept in session storage for the tab (`cache`); without it the
   * picker stays hidden, so no notice.
   */
  countries: callQuery('country', undefined, {
    scope: 'app',
    staleMs: STALE.INFINITY,
    cache: true,
    alert: false,
  }),
  /** The SMS code send (sms/noLogin); the form shows its own error. */
  sendSmsCode: (payload: CallRequest<'smsSend'>) => callApi('smsSend', payload, { alert: false }),
};
