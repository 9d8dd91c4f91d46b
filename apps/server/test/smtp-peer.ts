import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with what tests read from it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part (or the whole decoded body of a single-part mail). */
  text: string;
  /** Every http(s) address in the decoded text, in order. */
  links: string[];
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port>: the value of SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The messages sent to one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Quoted-printable: soft line breaks (`=` at a line end) vanish, `=XX` is a byte. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers (unfolded) and body of one RFC 822 entity. */
function splitEntity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const headText = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : '';
  const headers = new Map<string, string>();
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The first text/plain part of a (possibly nested multipart) message, decoded. */
function plainText(raw: string): string | undefined {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const found = plainText(part.replace(/^\r?\n/, ''));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(headers, body) : undefined;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitEntity(raw);
  const text = plainText(raw) ?? decodeBody(headers, splitEntity(raw).body);
  return {
    ...envelope,
    raw,
    subject: headers.get('subject') ?? '',
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives (ARCHITECTURE.md §4): the app under test
 * sends through nodemailer with SMTP_URL pointing here. STARTTLS and AUTH are not offered, so nodemailer
 * talks plain SMTP to it without any extra transport options.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 5_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      const wake = () => void check();
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
