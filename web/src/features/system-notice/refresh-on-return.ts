import { MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS } from '@app/contract/constants/request';

/** The page whose return is watched (the document; a stand-in in tests). */
type Page = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * entry §9: the merchant settings (the system status) are refreshed on return to the page, debounced 300 ms:
 * `refresh` runs 300 ms after the page last became visible, once however often it flickered meanwhile, and not at
 * all when it was hidden again before then. Answers the stop.
 */
export function refreshOnReturn(refresh: () => void, page: Page = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    clearTimeout(timer);
    timer =
      page.visibilityState === 'visible'
        ? setTimeout(refresh, MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS)
        : undefined;
  };
  page.addEventListener('visibilitychange', onChange);
  return () => {
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onChange);
  };
}
