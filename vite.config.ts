import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Toolchain per DESIGN §8. On Node 20 the Lingui plugin needs the preload of .npmrc
// (scripts/node-compat.mjs): run Vite through npm (`npm run dev:web`, `npm run build`, `npx vite`).
const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    tailwindcss(),
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
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
