import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hungarianHolidays } from './vite/hungarian-holidays.ts';
import { precompress } from './vite/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), hungarianHolidays(), precompress()],
  server: {
    proxy: { '/api': api, '/trpc': api },
  },
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
  },
});
