import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './build/prerender';
import { precompress } from './precompress';

const START_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]|[\\/]web[\\/]src[\\/](?:lib|api|stores|app|i18n[\\/][^\\/]+\.tsx?$)|[\\/]contract[\\/]src[\\/]/;

export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress(), prerender()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    // One file per route chunk keeps the first load to what the entry route needs.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen needs at start (React, the store, the request layer, the strings, the app frame) in
          // one chunk: split by sharing alone it made a dozen small files, each compressed on its own (4 KB more
          // gzipped on /m/login).
          groups: [{ name: 'app', test: START_MODULES }],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': 'http://127.0.0.1:8080', '/admin': 'http://127.0.0.1:8080' },
  },
});
