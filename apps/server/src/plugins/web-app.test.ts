import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

const INDEX =
  '<!doctype html><html><head><title>Bright Classroom</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
const ASSET = '/assets/index-AbCd1234.js';

/** A built web app as Vite and its compression step leave it: each text file with a .br and a .gz copy. */
function writeDist(root: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const files: Array<[string, string]> = [
    ['index.html', INDEX],
    [`.${ASSET}`, SCRIPT],
  ];
  for (const [name, text] of files) {
    const file = path.join(root, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the web app is served precompressed, with cache lifetimes by kind', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bright-web-dist-'));
    writeDist(root);
    t = await createTestApp({ env: { WEB_DIST_DIR: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the Brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy where Brotli is not accepted', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that takes no encoding', async () => {
    const response = await get(ASSET);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('revalidates index.html on every visit, for a client route too, and compresses it', async () => {
    for (const url of ['/index.html', '/dashboard/create', '/assessment/take/abc']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('keeps files outside assets/ (not hashed) on no-cache, and serves files without copies as they are', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await get(`${ASSET}.br`, 'br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).not.toBe(brotliCompressSync(SCRIPT).toString());
  });
});
