import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const API_PORT = process.env.API_PORT ?? '3000';

export default defineConfig({
  // Precompressed .gz and .br files: the server sends them as they are (docs/decisions/007).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  server: {
    port: 5173,
    proxy: { '/v1': `http://127.0.0.1:${API_PORT}`, '/dev/mailbox': `http://127.0.0.1:${API_PORT}` },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
  },
});
