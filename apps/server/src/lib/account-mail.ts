import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from './mail';

/** What the services that mail people need: the database, the mailer and the address of links. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const appLink = (appUrl: string, path: string, query: Record<string, string>) =>
  `${appUrl}${path}?${new URLSearchParams(query).toString()}`;

/**
 * One account mail: a greeting, a few sentences, one button-like link and an optional code. Plain text
 * and HTML carry the same content; names are escaped in the HTML.
 */
export function accountMail(options: {
  to: string;
  subject: string;
  name?: string | null;
  paragraphs: string[];
  link: string;
  linkLabel: string;
  code?: string;
  footer: string;
}): MailMessage {
  const greeting = options.name ? `Hello ${options.name},` : 'Hello,';
  const codeLine = options.code ? `Your code: ${options.code}` : undefined;
  const text = [greeting, '', ...options.paragraphs, '', `${options.linkLabel}: ${options.link}`]
    .concat(codeLine ? ['', codeLine] : [])
    .concat(['', options.footer, '', 'Bright Classroom'])
    .join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.linkLabel)}</a></p>`,
    codeLine ? `<p style="font-size:20px;letter-spacing:4px"><b>${escapeHtml(options.code!)}</b></p>` : '',
    `<p style="color:#666">${escapeHtml(options.footer)}</p>`,
    '<p>Bright Classroom</p>',
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}
