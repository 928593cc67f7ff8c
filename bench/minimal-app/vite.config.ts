import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: {
    target: 'es2022',
    manifest: true,
    outDir: process.env.MINIMAL_OUT_DIR ?? 'dist',
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
