import type { TrackingEvent } from '@app/contract/calls';

export type TrackEventName = TrackingEvent['eventName'];

/** One event as the code that saw it names it; the sender adds the domain, attribution and pixel ids. */
export interface TrackedEvent {
  eventName: TrackEventName;
  eventValue?: Record<string, string | number>;
}

/** The events kept until a sender is set, at most this many (the oldest go first). */
const PENDING_MAX = 50;
let sender: ((event: TrackedEvent) => void) | null = null;
const pending: TrackedEvent[] = [];

/**
 * Tracks a marketing event (signed-in §3, §4 "Tracking"). Code that sees an event calls this and nothing more;
 * the tracking feature sets the sender, which posts them. Events seen before that wait for it.
 */
export function track(eventName: TrackEventName, eventValue?: TrackedEvent['eventValue']): void {
  const event = eventValue ? { eventName, eventValue } : { eventName };
  if (sender) return sender(event);
  pending.push(event);
  if (pending.length > PENDING_MAX) pending.shift();
}

/** Sets the sender of the tracked events, and hands it those that waited. */
export function setTrackSender(send: (event: TrackedEvent) => void): void {
  sender = send;
  for (const event of pending.splice(0)) send(event);
}
