import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/web/dist, seen from src/plugins (tsx, tests) or from dist/ (the built bundle). */
export function findWebDist(configured?: string): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/** Hashed build output (Vite's `assets/` folder): its names change with its content, so it never goes stale. */
const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

/**
 * Serves the built web app; every client route falls back to index.html. The build writes a Brotli
 * (`.br`) and a gzip (`.gz`) copy beside each text file, and `preCompressed` sends the best one the
 * browser accepts (with Content-Encoding and `Vary: Accept-Encoding`), so nothing is compressed per
 * request. index.html is revalidated on every visit, so a new release is seen at once.
 */
export default fp(
  async function webAppPlugin(app: FastifyInstance, options: { root?: string }) {
    const root = findWebDist(options.root);
    if (!root) {
      app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served.');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are reached through their original's URL only.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
      allowedPath: (pathName) => !pathName.startsWith('/api'),
    });
    app.spaFallback = (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  },
  { name: 'web-app', dependencies: ['errors'] },
);
