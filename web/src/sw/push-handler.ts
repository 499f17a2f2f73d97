import { readServiceWorkerQuery } from '../lib/service-worker';
import { httpsOrigins, notificationClick, notificationFromPush, openableLink } from './push-notification';

// The push and notificationclick handlers of the messaging worker: sw.ts imports this module, so
// Firebase Cloud Messaging's pushes (the token was made with this worker's registration) arrive here.

/** The members of the worker's scope these handlers use (checked by both the page's and the worker's types). */
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
interface PushScope {
  location: { origin: string; search: string; hostname: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const scope = self as unknown as PushScope;
const origin = scope.location.origin;

const payloadOf = (data: PushEventLike['data']): unknown => {
  try {
    return data?.json();
  } catch {
    return { notification: { body: data?.text() } };
  }
};

scope.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(payloadOf(event.data), scope.location.hostname);
  event.waitUntil(scope.registration.showNotification(title, options));
});

/** The merchant's https origins, asked of the platform only for a link to another host. */
async function merchantOrigins(): Promise<string[]> {
  try {
    const res = await fetch('/wps/system/domainRoute', {
      headers: { Merchant: readServiceWorkerQuery(scope.location.search).merchant },
    });
    const body = (await res.json()) as { value?: { domainList?: unknown } };
    return httpsOrigins(body.value?.domainList);
  } catch {
    return [];
  }
}

async function openTapped(link: string | null): Promise<void> {
  const sameOrigin = openableLink(link, origin, []);
  const target = sameOrigin ?? (link ? openableLink(link, origin, await merchantOrigins()) : null);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const appWindow = windows.find(
    (w) => new URL(w.url).origin === origin && new URL(w.url).pathname.startsWith('/m/'),
  );
  const click = notificationClick(target, origin, appWindow !== undefined);
  if (click.kind === 'open') {
    await scope.clients.openWindow(click.url);
    return;
  }
  await appWindow?.focus();
  if (click.navigate) await appWindow?.navigate(click.navigate).catch(() => undefined);
}

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { link } = (event.notification.data ?? {}) as { link?: string | null };
  event.waitUntil(openTapped(link ?? null));
});
