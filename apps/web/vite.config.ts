/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import rootPackage from '../../package.json' with { type: 'json' };
import { mdiIconsInline } from './vite-mdi-icons.ts';

// The app version is the monorepo's (root package.json), fixed at build time; the server streams its own
// version over SSE and the app offers a reload when the two differ (ADR 007).
export default defineConfig({
  plugins: [react(), mdiIconsInline()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React is one chunk every page loads, and the message catalogue one that most screens load: left to
        // the bundler, both shared a chunk with whatever else most screens use, which the drivers' app then
        // loaded too (ADR 073).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'messages', test: /packages[\\/]domain[\\/]src[\\/]messages[\\/]/ },
            // MUI's styling engine and base parts, which every signed-in screen needs: one request instead of
            // some thirty small ones after the login (the login and the drivers' app load none of MUI).
            {
              name: 'mui-engine',
              test: /node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|DefaultPropsProvider|useMediaQuery|transitions|colors)|react-transition-group|@popperjs|stylis|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/,
            },
            // MUI's components that many screens share (buttons, dialogs, menus, fields, lists): one chunk.
            { name: 'mui-common', test: /node_modules[\\/]@mui[\\/]material[\\/]/, minShareCount: 8 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
    css: false,
  },
});
