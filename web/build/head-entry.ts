// The entry of the inline head script (bundled by web/build/prerender.ts).
import { runHeadScript } from '../src/first-paint/head-script';

runHeadScript();
