// npm run budget -w bench (and a suite of npm test): the first-load JS budgets and the money screens' own JS.
// Prints the measurement, one PASS/FAIL line per budget and, last, `N passed, N failed`.
import { ensureWebBuild, WEB_DIST } from '../scripts/lib/web-build.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { filesBeyondConvention, PAGES, ROUTES } from './lib/budgets.mjs';
import { pageOwnJs } from './lib/page-js.mjs';
import { formatFiles, kb, KB, launchBrowser, measureFirstLoad } from './lib/first-load.mjs';

let passed = 0;
let failed = 0;
let server;
let browser;
try {
  ensureWebBuild();
  server = await startServer();
  browser = await launchBrowser();
  console.log(`First-load JS, gzip -9 (KB = ${KB} bytes), Pixel 7 profile, ${server.baseURL}\n`);
  for (const { route, budgetKb, page } of ROUTES) {
    let result;
    try {
      result = await measureFirstLoad(browser, server.baseURL, route);
    } catch (err) {
      console.log(`${route}: ${err.message}`);
      if (budgetKb !== null) {
        console.log(`FAIL ${route} first-load JS could not be measured (budget ${budgetKb} KB)`);
        failed += 1;
      }
      continue;
    }
    for (const line of formatFiles(result)) console.log(line);
    const beyond = filesBeyondConvention(
      result.files.map((f) => f.path),
      page,
    );
    if (beyond.length) {
      console.log(
        `FAIL ${route} first load has files beyond the app, ${page} and the language: ${beyond.join(', ')}`,
      );
      failed += 1;
    } else {
      console.log(`PASS ${route} first load is the app, ${page} and the language`);
      passed += 1;
    }
    if (budgetKb === null) {
      console.log(`INFO ${route} first-load JS ${kb(result.gzip)} KB (reported, no budget)\n`);
    } else if (result.gzip <= budgetKb * KB) {
      console.log(`PASS ${route} first-load JS ${kb(result.gzip)} KB <= ${budgetKb} KB\n`);
      passed += 1;
    } else {
      console.log(
        `FAIL ${route} first-load JS ${kb(result.gzip)} KB > ${budgetKb} KB (over by ${kb(result.gzip - budgetKb * KB)} KB)\n`,
      );
      failed += 1;
    }
  }
  console.log(`Screens' own JS beyond the app's start, gzip -9, from ${WEB_DIST}\n`);
  for (const { route, screen, budgetKb } of PAGES) {
    const own = pageOwnJs(WEB_DIST, screen);
    for (const f of own.files) console.log(`  ${f.path} ${kb(f.gzip)} KB`);
    const verdict = own.gzip <= budgetKb * KB ? 'PASS' : 'FAIL';
    console.log(
      `${verdict} ${route} own JS ${kb(own.gzip)} KB ${verdict === 'PASS' ? '<=' : '>'} ${budgetKb} KB\n`,
    );
    if (verdict === 'PASS') passed += 1;
    else failed += 1;
  }
} catch (err) {
  console.log(`budget: ${err instanceof Error ? err.message : err}`);
  failed += Math.max(
    1,
    ROUTES.filter((r) => r.budgetKb !== null).length * 2 + PAGES.length - passed - failed,
  );
} finally {
  await browser?.close();
  await server?.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
