import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: the source modules in each JS chunk, so scripts/bundle-budget.mjs can tell
 * that Monaco, victory and d3 stay out of the first load (the manifest names chunks, not what is inside them).
 */
function chunkModules(): Plugin {
  return {
    name: 'quarry-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => id.replace(/\\/g, '/').replace(/^.*\/node_modules\//, 'node_modules/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

// The API server (npm run dev at the repo root) listens on 4000; the dev server forwards to it so the
// client can use same-origin paths (/graphql, /api/v1/..., /uploads/...) in development and production.
const apiTarget = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), chunkModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry chunk holds React, Mantine, Apollo and the router (~710 kB minified). The budget that
    // matters is gzip: at most 250 KB of JS before /login renders (DESIGN, "Weight").
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: which chunks the entry and each page import; scripts/bundle-budget.mjs reads it.
    manifest: true,
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
