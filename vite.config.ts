import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp, precompress, resourceRoutes } from './scripts/build-plugins';

// Toolchain per DESIGN §8. On Node 20 the Lingui plugin needs the preload of .npmrc
// (scripts/node-compat.mjs): run Vite through npm (`npm run dev:web`, `npm run build`, `npx vite`).
const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    tailwindcss(),
    buildStamp(),
    resourceRoutes(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      // `/{tenant}/api/...` and `/api/...` (active tenants, tenant hosts) go to the Fastify server.
      '^/[a-z0-9-]+/api(/|$)': { target: API, changeOrigin: true, ws: true },
      '/api': { target: API, changeOrigin: true },
      '/app': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: a production bundle ships without them (docs/design-notes.md).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Vendor code in a few long-lived chunks (an app release does not invalidate them), loaded in
        // parallel; libraries only the lazy pages use (forms, validation, decimals) stay with them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)[\\/]/, priority: 30 },
            { name: 'headlessui', test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@react-stately|react-aria|react-stately|@tanstack[\\/](react-virtual|virtual-core))[\\/]/, tags: ['$initial'], priority: 20 },
            // Menus, popovers and tabs are only used after signing in (shell, lists).
            { name: 'headlessui-lazy', test: /node_modules[\\/]@headlessui[\\/]/, priority: 19 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
