import type { TrackingEvent, WebVital } from '@app/contract/calls';
import { endpoints } from '@app/contract/endpoints';
import { defaultHeaders } from '../../api/headers';
import { packBatches } from './event-payload';

/** A batch goes when this many events wait, or this long after the first (chosen: 1 s or 10 events). */
export const BATCH_MAX_EVENTS = 10;
export const BATCH_DELAY_MS = 1_000;
/** The contract's bounds of `events` and `vitals` (calls.ts trackEvents). */
const EVENTS_MAX_CHARS = 16_384;
const VITALS_MAX_CHARS = 4_096;

/** A batch for the tracking call, and whether the page is going away as it leaves. */
export type PostBatch = (body: { events: string; vitals?: string }, leaving: boolean) => void;

/**
 * Posts a batch. As the page goes away (hidden or closed) it goes with fetch's keepalive, so that it still reaches
 * the server (what sendBeacon does, with the Merchant and Language headers sendBeacon cannot send). The answer is
 * read: a request whose answer nobody reads never finishes for the page's tools (Lighthouse, Playwright), and the
 * network of home was never quiet. The request layer is not used: it loads with the first screen, which has no
 * byte to spare for keepalive; tracking shows nothing on failure.
 */
export const postBatch: PostBatch = (body, leaving) => {
  const { path } = endpoints.trackEvents;
  fetch(path, {
    method: 'POST',
    keepalive: leaving,
    credentials: 'include',
    headers: { ...defaultHeaders(path, undefined), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then((answer) => answer.arrayBuffer())
    .catch(() => undefined);
};

/**
 * The tracking queue: events and Web Vitals wait together and leave as one post (BATCH_MAX_EVENTS or
 * BATCH_DELAY_MS), and all at once when the page is hidden or closed.
 */
export function createSender(post: PostBatch = postBatch) {
  let events: TrackingEvent[] = [];
  let vitals: WebVital[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Sends what waits; `leaving` when the page is being hidden or closed. */
  const flush = (leaving = false) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const [batches, sent] = [packBatches(events, EVENTS_MAX_CHARS), vitals];
    events = [];
    vitals = [];
    let vitalsJson = JSON.stringify(sent);
    if (vitalsJson.length > VITALS_MAX_CHARS) vitalsJson = JSON.stringify(sent.slice(-20));
    const withVitals = sent.length > 0 ? { vitals: vitalsJson } : {};
    if (batches.length === 0 && sent.length > 0) post({ events: '[]', ...withVitals }, leaving);
    batches.forEach((batch, i) => post({ events: batch, ...(i === 0 ? withVitals : {}) }, leaving));
  };

  const schedule = () => {
    if (events.length + vitals.length >= BATCH_MAX_EVENTS) flush();
    else timer ??= setTimeout(() => flush(), BATCH_DELAY_MS);
  };

  return {
    addEvent(event: TrackingEvent) {
      events.push(event);
      schedule();
    },
    addVital(vital: WebVital) {
      vitals.push(vital);
      schedule();
    },
    flush,
  };
}

export type Sender = ReturnType<typeof createSender>;

/** Sends what waits when the page is hidden (a tab switch, the app sent to the background) or closed. */
export function flushOnHide(sender: Sender): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush(true);
  });
  window.addEventListener('pagehide', () => sender.flush(true));
}
