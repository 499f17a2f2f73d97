// node server/assets/rasterize.mjs: draws each SVG of the demo's art (server/assets/home/, server/assets/games/) as
// a WebP beside it, at the SVG's size or, for a wider one, at a phone screen's width (MAX_WIDTH). The demo serves
// the WebP, as a real merchant serves raster art: a browser draws an SVG image on the page's main thread (its own
// document, then its paint), a WebP off it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const QUALITY = 0.8;
/** A phone screen's width in device pixels: a banner across it needs no more. */
const MAX_WIDTH = 1080;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const folder of ['home', 'games']) {
    for (const file of readdirSync(path.join(HERE, folder)).filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(path.join(HERE, folder, file), 'utf8');
      const webp = await page.evaluate(
        async ({ svg, quality, maxWidth }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          const scale = Math.min(1, maxWidth / img.naturalWidth);
          canvas.width = Math.round(img.naturalWidth * scale);
          canvas.height = Math.round(img.naturalHeight * scale);
          canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality).split(',')[1];
        },
        { svg, quality: QUALITY, maxWidth: MAX_WIDTH },
      );
      const out = path.join(HERE, folder, file.replace(/\.svg$/, '.webp'));
      const bytes = Buffer.from(webp, 'base64');
      writeFileSync(out, bytes);
      console.log(`${path.relative(HERE, out)} ${Math.round(bytes.length / 102.4) / 10} KB`);
    }
  }
} finally {
  await browser.close();
}
