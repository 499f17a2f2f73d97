import { PING_ABORT_MS } from '@app/contract/constants/request';
import { callApi } from '../api/call';
import type { CallFailure } from '../api/call-cache';
import type { NetworkNotice } from '../api/failure';
import { performFailure } from '../api/failure-effects';
import { REQUEST_ERROR } from '../api/request-errors';
import { stringsLoaded } from '../i18n/i18n';
import { i18n, t } from '../i18n/translate';
import { useOverlays, type NoticeData } from './overlays';
import { statusFailureOutcome, type StatusFailure } from './status-failure';

/** Says something now, or once the strings are in: the status may fail before they have loaded. */
const inPlayersLanguage = (say: () => void): void => {
  if (i18n.hasStrings(i18n.language)) say();
  else void stringsLoaded.then(say);
};

/** One notice at a time: a status that fails again, or a burst of unreachable calls, does not stack them. */
const openNotice = (data: NoticeData): void => {
  const overlays = useOverlays.getState();
  if (!overlays.overlays.some((o) => o.kind === 'notice')) overlays.open('notice', data);
};

const show = (failure: StatusFailure, retry?: () => void): void => {
  const outcome = statusFailureOutcome(failure);
  switch (outcome.kind) {
    case 'domainNotAvailable':
      openNotice({ view: 'domainNotAvailable' });
      break;
    case 'offline':
      inPlayersLanguage(() => useOverlays.getState().showToast(t('network_offline'), outcome.durationMs));
      // Without the merchant's settings the app cannot go on: it asks again once the connection is back.
      if (retry) window.addEventListener('online', retry, { once: true });
      break;
    case 'notice':
      openNotice({ view: 'unreachable', message: outcome.message, messageKey: outcome.messageKey });
      break;
  }
};

/**
 * The status call failed (stores/system-status.ts loads this then). The request layer's own codes say that no
 * server answer came: they are no server errorCode or message.
 */
export const showStatusFailure = ({ error, retry }: { error: CallFailure; retry: () => void }): void => {
  const noAnswer = error.errorCode === REQUEST_ERROR.network || error.errorCode === REQUEST_ERROR.timeout;
  show(
    {
      errorCode: noAnswer ? null : error.errorCode,
      message: noAnswer ? null : error.message,
      network: !noAnswer ? null : navigator.onLine === false ? 'offline' : 'unreachable',
      protocol: location.protocol,
    },
    retry,
  );
};

/** The ping in flight: a burst of failed calls shares one, and one notice. */
let pinging: Promise<boolean> | null = null;

/** GET /wps/system/test/ping, aborted after 20 s (entry §7, §9); quiet, so that its own failure says nothing. */
const ping = async (): Promise<boolean> =>
  (await callApi('ping', undefined, { quiet: true, timeout: PING_ABORT_MS })).success;

/**
 * A call got no answer while the browser is online (api/failure.ts asks for this check). When the API answers
 * the ping, it was that call's trouble and its network notice shows; when it does not, the API cannot be
 * reached (entry §2: "a ping fails on the network"): the unreachable-domain modal, as for a status with no answer.
 */
export const checkReachability = async (ifReachable: NetworkNotice): Promise<void> => {
  let first = false;
  if (!pinging) {
    first = true;
    pinging = ping().finally(() => {
      pinging = null;
    });
  }
  if (await pinging) {
    performFailure(ifReachable);
  } else if (first) {
    show({ errorCode: null, message: null, network: 'unreachable', protocol: location.protocol });
  }
};
