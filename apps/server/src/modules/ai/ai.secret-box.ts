import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest for an institute's AI key: AES-256-GCM with the server secret, the institute's id
 * as associated data (a ciphertext copied to another institute's row does not decrypt). The secret comes
 * from AI_SECRET_KEY, or is generated once into DATA_DIR/ai-secret.key (readable by the server's user only).
 */

export interface SecretBox {
  seal: (plain: string, bindTo: string) => string;
  open: (sealed: string, bindTo: string) => string;
}

const VERSION = 'v1';
export const SECRET_FILE = 'ai-secret.key';

function secretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return createHash('sha256').update(configured).digest();
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting at once never overwrite each other's secret.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest();
}

export function createSecretBox(configured: string | undefined, dataDir: string): SecretBox {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= secretKey(configured, dataDir));
  return {
    seal(plain, bindTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(bindTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(sealed, bindTo) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(bindTo));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
