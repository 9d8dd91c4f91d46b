/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { browserContracts } from './build/browser-contracts.ts';
import { englishNamespaces } from './build/english-namespaces.ts';
import { pdfjsStandardFonts } from './build/pdfjs-fonts.ts';
import { precompress } from './build/precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(here, '../../packages/contracts/src');
const englishFile = path.resolve(here, 'src/i18n/locales/en.json');
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // browserContracts: a route is its method and path in the browser (build/browser-contracts.ts);
  // englishNamespaces: each page loads the English texts its code names (build/english-namespaces.ts);
  // precompress: Brotli and gzip copies of the build, which the server sends as they are;
  // pdfjsStandardFonts: pdf.js's fonts for PDFs that do not embed theirs (build/pdfjs-fonts.ts).
  plugins: [
    browserContracts(contractsDir),
    englishNamespaces(englishFile),
    react(),
    pdfjsStandardFonts(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contracts only declare (routes, schemas, constants; the message catalogue registers on use),
        // so a contract module nothing imports from is left out, and so are unused zod schemas.
        moduleSideEffects: (id: string) => !/packages\/contracts\/src\//.test(id),
        manualPureFunctions: ['z', 'defineRoute'],
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // A form with MUI's pickers and dialogs can take over 5 s to render in jsdom on CI's two busy cores.
    testTimeout: 15_000,
  },
});
