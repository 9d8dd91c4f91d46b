import { INTEROP_MESSAGES } from '@bright/contracts';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { badRequest } from '../../lib/app-error';

/**
 * XML in and out. @xmldom/xmldom never fetches or expands external entities, and we refuse any
 * DTD that declares entities at all (billion laughs, XXE), so a file cannot make us read or grow.
 */
export function parseXml(text: string, what = ''): Document {
  const source = text.replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(source)) throw badRequest(INTEROP_MESSAGES.entities);
  let first: string | null = null;
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        first ??= message.split('\n')[0]!.trim();
        throw new Error(message);
      },
    }).parseFromString(source, 'text/xml');
  } catch (error) {
    const reason = first ?? (error as Error).message.split('\n')[0] ?? '';
    throw badRequest(`${INTEROP_MESSAGES.badXml}${what ? ` (${what})` : ''}: ${reason}`);
  }
}

export const isElement = (node: Node | null | undefined): node is Element => node?.nodeType === 1;

export function childElements(node: Node): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (isElement(child)) out.push(child);
  return out;
}

/**
 * QTI 2.x names elements in camelCase (choiceInteraction, maxChoices) and QTI 3.0 in kebab case with
 * a prefix (qti-choice-interaction, max-choices). Both read as the 2.x name, so one reader serves both.
 */
export const qtiName = (name: string) =>
  name
    .replace(/^[a-zA-Z0-9]+:/, '')
    .replace(/^qti-/, '')
    .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const localName = (element: Element) => qtiName(element.localName ?? element.nodeName);

/** An attribute by its QTI 2.x name, also found under its QTI 3.0 kebab-case name. */
export function attr(element: Element, name: string): string | null {
  if (element.hasAttribute(name)) return element.getAttribute(name);
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return element.hasAttribute(kebab) ? element.getAttribute(kebab) : null;
}

export const children = (node: Node, name: string) => childElements(node).filter((e) => localName(e) === name);
export const child = (node: Node, name: string) => children(node, name)[0] ?? null;

export function descendants(node: Node, name: string): Element[] {
  const out: Element[] = [];
  const walk = (current: Node) => {
    for (const element of childElements(current)) {
      if (localName(element) === name) out.push(element);
      walk(element);
    }
  };
  walk(node);
  return out;
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all; a description never needs them.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    // Kept as character references so that attribute and text values read back exactly.
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');

/** For attribute values: line breaks too, which parsers otherwise normalise to spaces. */
export const escapeAttr = (text: string) => escapeXml(text).replace(/\n/g, '&#10;');

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'blockquote',
  'pre',
]);

/**
 * Plain text of mixed content, with a line break after block elements and <br>. `render` may give
 * an element's text itself (or '' to leave it out); null walks into it as usual.
 */
export function textOf(node: Node, render: (element: Element) => string | null = () => null): string {
  let out = '';
  const walk = (current: Node) => {
    for (let c = current.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3 || c.nodeType === 4) out += c.nodeValue ?? '';
      else if (isElement(c)) {
        const rendered = render(c);
        if (rendered !== null) {
          out += rendered;
          continue;
        }
        walk(c);
        if (BLOCKS.has((c.localName ?? '').toLowerCase()) && !out.endsWith('\n')) out += '\n';
      }
    }
  };
  walk(node);
  return out;
}

/** Whitespace of foreign markup tidied: runs of spaces to one, at most one blank line. */
export const tidyText = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
