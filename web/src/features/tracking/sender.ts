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

/**
 * Posts a batch with fetch's keepalive, so a post made as the page closes still reaches the server (what
 * sendBeacon does, with the Merchant and Language headers sendBeacon cannot send). The request layer has no
 * keepalive, and it loads with the first screen, which has no byte to spare; tracking shows nothing on failure.
 */
export const postBatch = (body: { events: string; vitals?: string }): void => {
  const { path } = endpoints.trackEvents;
  fetch(path, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { ...defaultHeaders(path, undefined), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
};

/**
 * The tracking queue: events and Web Vitals wait together and leave as one post (BATCH_MAX_EVENTS or
 * BATCH_DELAY_MS), and all at once when the page is hidden or closed.
 */
export function createSender(post: (body: { events: string; vitals?: string }) => void = postBatch) {
  let events: TrackingEvent[] = [];
  let vitals: WebVital[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const [batches, sent] = [packBatches(events, EVENTS_MAX_CHARS), vitals];
    events = [];
    vitals = [];
    let vitalsJson = JSON.stringify(sent);
    if (vitalsJson.length > VITALS_MAX_CHARS) vitalsJson = JSON.stringify(sent.slice(-20));
    const withVitals = sent.length > 0 ? { vitals: vitalsJson } : {};
    if (batches.length === 0 && sent.length > 0) post({ events: '[]', ...withVitals });
    batches.forEach((batch, i) => post({ events: batch, ...(i === 0 ? withVitals : {}) }));
  };

  const schedule = () => {
    if (events.length + vitals.length >= BATCH_MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, BATCH_DELAY_MS);
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
    if (document.visibilityState === 'hidden') sender.flush();
  });
  window.addEventListener('pagehide', () => sender.flush());
}
