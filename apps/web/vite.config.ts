import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const API_PORT = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => {
  // The embedded partner build (spec section 1) goes to its own folder; the server picks one
  // with WEB_DIST_DIR (docs/decisions/054).
  const isEmbedded = Boolean(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_EMBEDDED_PARTNER);
  if (mode === 'embedded' && !isEmbedded) {
    throw new Error('npm run build:embedded needs VITE_EMBEDDED_PARTNER=<partner name>.');
  }
  return {
    // Precompressed .gz and .br files: the server sends them as they are (docs/decisions/007).
    plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
    server: {
      port: 5173,
      proxy: { '/v1': `http://127.0.0.1:${API_PORT}`, '/dev/mailbox': `http://127.0.0.1:${API_PORT}` },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      outDir: isEmbedded ? 'dist-embedded' : 'dist',
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
    },
  };
});
