import { useCallback } from 'react';
import { useTranslation } from '../i18n/translate';
import type { Envelope } from '@app/contract/envelope';
import { reportedByLayer } from '../api/request-errors';
import { errorText } from '../i18n/error-text';
import { useOverlays } from '../stores/overlays';

/** A failure with no server message (nothing could be sent): the unknown-error notice. */
export const UNKNOWN_FAILURE: Envelope<null> = {
  success: false,
  message: null,
  errorCode: null,
  value: null,
};

/**
 * For calls made with alert: false: shows a failed answer in the Notice alert, in the player's language,
 * unless the request layer has already reported it (network, timeout).
 */
export const useFailureAlert = () => {
  const { t } = useTranslation();
  const alert = useOverlays((s) => s.alert);
  return useCallback(
    (res: Envelope<unknown>) => {
      if (!reportedByLayer(res)) alert(errorText(t, res));
    },
    [t, alert],
  );
};
