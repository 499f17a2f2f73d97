/** A page whose visibility the test sets; each change fires visibilitychange (the return-to-page rules' tests). */
export const fakePage = () => {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as unknown as Document, setVisibility };
};

/** What happens, in order: time passes (ms), or the page is hidden or shown again. */
export type PageStep = number | 'hidden' | 'visible';
