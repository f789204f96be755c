import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (npm run dev at the repo root) listens on 4000; the dev server forwards to it so the
// client can use same-origin paths (/graphql, /api/v1/..., /uploads/...) in development and production.
const apiTarget = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry chunk holds React, Mantine, Apollo and the router (~710 kB minified). The budget that
    // matters is gzip: at most 250 KB of JS before /login renders (DESIGN, "Weight").
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/graphiql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});
