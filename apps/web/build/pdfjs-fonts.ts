import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the app serves pdf.js's standard fonts; the board passes it as `standardFontDataUrl`. */
export const PDFJS_FONTS_PATH = 'pdfjs/standard_fonts/';

const fontsDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');

/**
 * pdf.js draws a PDF's non-embedded fonts (Helvetica, Times, Symbol...) with the Foxit and Liberation
 * fonts it ships, fetched by their own names from one folder: the build copies that folder as it is
 * (names unhashed, with its licences) and the dev server serves it from node_modules. No network.
 */
export function pdfjsStandardFonts(): Plugin {
  return {
    name: 'bright-pdfjs-standard-fonts',
    generateBundle() {
      const dir = fontsDir();
      for (const name of readdirSync(dir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_FONTS_PATH}${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_FONTS_PATH}`, (request, response, next) => {
        const name = path.basename(decodeURIComponent((request.url ?? '').split('?')[0] ?? ''));
        const file = path.join(fontsDir(), name);
        try {
          response.end(readFileSync(file));
        } catch {
          next();
        }
      });
    },
  };
}
