import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineTexts } from '../src/sw/offline-page';

const KEYS: readonly (keyof OfflineTexts)[] = ['offline_title', 'offline_body', 'retry'];

/** Every locale's texts of the offline page, by interface code, from the locale files of web/src/i18n. */
export function offlineTexts(i18nDir: string): Record<string, OfflineTexts> {
  const dir = join(i18nDir, 'locales');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const locale = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
        const texts = Object.fromEntries(KEYS.map((key) => [key, locale[key] ?? '']));
        return [file.slice(0, -'.json'.length), texts as unknown as OfflineTexts];
      }),
  );
}

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * /m/offline.html: a static page in English, and `script` (web/src/sw/offline-page.ts bundled with every locale's
 * texts, build/offline-entry.ts) showing the player's. Its own CSS only: it must show with nothing else of the
 * build at hand.
 */
export function offlinePage(en: OfflineTexts, script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#d0341f">
<meta name="robots" content="noindex">
<title>${escapeText(en.offline_title)}</title>
<style>
:root{--brand:#d0341f;--brand-contrast:#fff}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#f4f5f8;color:#111;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
body{display:flex;min-height:100vh;min-height:100dvh;align-items:center;justify-content:center;padding:max(24px,env(safe-area-inset-top)) max(20px,env(safe-area-inset-right)) max(24px,env(safe-area-inset-bottom)) max(20px,env(safe-area-inset-left))}
main{width:100%;max-width:380px;background:#fff;border-radius:20px;padding:32px 24px 24px;text-align:center;box-shadow:0 10px 30px rgba(17,17,17,.08)}
.badge{width:88px;height:88px;margin:0 auto 20px;border-radius:50%;background:var(--brand);color:var(--brand-contrast);display:flex;align-items:center;justify-content:center}
.badge svg{width:44px;height:44px}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 10px}
p{font-size:1rem;line-height:1.5;margin:0 0 24px;color:#444}
button{width:100%;min-height:48px;border:0;border-radius:24px;background:var(--brand);color:var(--brand-contrast);font:inherit;font-size:1.0625rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #111;outline-offset:3px}
</style>
</head>
<body>
<main>
<div class="badge" aria-hidden="true"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 20h.01"/><path d="M8.5 16.43a5 5 0 0 1 7 0"/><path d="M5 12.86a10 10 0 0 1 5.17-2.69"/><path d="M19 12.86a10 10 0 0 0-2-1.52"/><path d="M2 8.82a15 15 0 0 1 4.18-2.64"/><path d="M22 8.82a15 15 0 0 0-11.29-3.76"/><path d="m2 2 20 20"/></svg></div>
<h1 data-text="offline_title">${escapeText(en.offline_title)}</h1>
<p data-text="offline_body">${escapeText(en.offline_body)}</p>
<button id="retry" type="button" data-text="retry">${escapeText(en.retry)}</button>
</main>
<script>${script}</script>
</body>
</html>
`;
}
