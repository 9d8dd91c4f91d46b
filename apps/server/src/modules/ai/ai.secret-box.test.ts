import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_FILE, createSecretBox } from './ai.secret-box';
import { guardedFetch } from './provider-address';
import { isPrivateAddress } from './url-source';

describe('the AI key secret box', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bright-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once into the data folder, readable by its owner only', () => {
    const box = createSecretBox(undefined, dir);
    const sealed = box.seal('sk-live-123', 'institute-a');
    const file = path.join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(createSecretBox(undefined, dir).open(sealed, 'institute-a')).toBe('sk-live-123');
    expect(readFileSync(file, 'utf8')).toBe(secret);
  });

  it('seals with a fresh nonce, binds to its institute and refuses another secret', () => {
    const box = createSecretBox('a-configured-server-secret', dir);
    const one = box.seal('sk-live-123', 'institute-a');
    expect(one).not.toBe(box.seal('sk-live-123', 'institute-a'));
    expect(one).not.toContain('sk-live-123');
    expect(() => box.open(one, 'institute-b')).toThrow();
    expect(() => createSecretBox('another-server-secret-value', dir).open(one, 'institute-a')).toThrow();
  });
});

describe('the guarded fetch of institute providers', () => {
  it('refuses to connect to a loopback address, whatever the name', async () => {
    const server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(guardedFetch(`http://localhost:${port}/v1/models`)).rejects.toThrow();
      await expect(guardedFetch(`http://127.0.0.1:${port}/v1/models`)).rejects.toThrow();
      // The same server is reachable without the guard: the refusal is the guard's.
      expect((await fetch(`http://127.0.0.1:${port}/v1/models`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('private addresses', () => {
  it.each([
    ['1.1.1.1', false],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['fd00::1', true],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
