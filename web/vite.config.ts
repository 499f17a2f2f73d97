import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    // One file per route chunk keeps the first load to what the entry route needs.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/wps': 'http://127.0.0.1:8080', '/admin': 'http://127.0.0.1:8080' },
  },
});
