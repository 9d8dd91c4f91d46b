import { type ImportFormat, INTEROP_MESSAGES } from '@bright/contracts';
import type { Element } from '@xmldom/xmldom';
import { AppError, badRequest } from '../../lib/app-error';
import { type Conversion, type ConvertedQuestion, ProblemList } from './interop-types';
import { descendants, localName, parseXml } from './interop-xml';
import { resolveHref } from './interop-zip';
import { readMoodleXml } from './moodle-xml';
import { readQti12 } from './qti12';
import { convertQtiItem } from './qti-item-reader';
import { readItemMetadata } from './qti-metadata';

const decoder = new TextDecoder('utf-8');
const text = (bytes: Uint8Array) => decoder.decode(bytes);

/** The QTI version of an item or test document by its root element, or the format we refuse. */
function versionOf(root: Element): ImportFormat | 'qti12' | 'moodle' | null {
  const name = root.localName ?? '';
  if (name.startsWith('qti-')) return 'qti3';
  if (['assessmentItem', 'assessmentTest'].includes(name)) return 'qti21';
  if (name === 'questestinterop') return 'qti12';
  if (name === 'quiz') return 'moodle';
  return null;
}

/** A bare item (or a test without its items) as an XML file. */
export function readQtiXml(source: string): Conversion {
  const root = parseXml(source).documentElement;
  if (!root) throw badRequest(INTEROP_MESSAGES.badXml);
  const version = versionOf(root);
  if (version === 'qti12') return readQti12([root]);
  if (version === 'moodle') return readMoodleXml(root);
  if (version !== 'qti3' && version !== 'qti21') throw badRequest(INTEROP_MESSAGES.unknownFormat);
  const problems = new ProblemList();
  if (localName(root) !== 'assessmentItem') {
    problems.add(
      root.getAttribute('identifier') ?? 'test',
      null,
      'A test file without its items: upload the whole package (zip)',
      true,
    );
    return { format: version, questions: [], problems: problems.items };
  }
  const question = convertQtiItem(root, { path: '', files: new Map(), metadata: null, problems });
  return { format: version, questions: question ? [question] : [], problems: problems.items };
}

/** The manifest's folder: the root, or the one folder holding the only imsmanifest.xml. */
function manifestPath(files: Map<string, Uint8Array>) {
  if (files.has('imsmanifest.xml')) return 'imsmanifest.xml';
  const nested = [...files.keys()].filter((p) => /^[^/]+\/imsmanifest\.xml$/.test(p));
  if (nested.length === 1) return nested[0]!;
  throw badRequest(INTEROP_MESSAGES.noManifest);
}

/** An IMS content package of QTI 2.1/2.2 or 3.0 items, in the order of its test when it has one. */
export function readQtiPackage(files: Map<string, Uint8Array>): Conversion {
  const manifestAt = manifestPath(files);
  const manifest = parseXml(text(files.get(manifestAt)!), 'imsmanifest.xml').documentElement!;
  const resources = descendants(manifest, 'resource').map((r) => ({
    element: r,
    type: r.getAttribute('type') ?? '',
    path: resolveHref(manifestAt, r.getAttribute('href') ?? ''),
  }));
  const qti12 = resources.filter((r) => /^imsqti_xmlv1p2/i.test(r.type));
  if (qti12.length)
    return readQti12Package(
      files,
      manifestAt,
      qti12.map((r) => r.element),
    );
  const items = resources.filter((r) => /^imsqti_item_xmlv(2p1|2p2|3p0)/.test(r.type));
  const tests = resources.filter((r) => /^imsqti_test_xmlv(2p1|2p2|3p0)/.test(r.type));
  if (resources.some((r) => r.element.getAttribute('href') && r.path === null))
    throw badRequest(INTEROP_MESSAGES.unsafePath);
  const problems = new ProblemList();
  const order = testOrder(files, tests.map((t) => t.path!).filter(Boolean), problems);
  const rank = (p: string | null) => {
    const i = p === null ? -1 : order.indexOf(p);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const sorted = items.map((r, i) => ({ ...r, i })).sort((a, b) => rank(a.path) - rank(b.path) || a.i - b.i);
  const questions: ConvertedQuestion[] = [];
  let format: ImportFormat = items.some((r) => r.type.includes('v3p0')) ? 'qti3' : 'qti21';
  for (const resource of sorted) {
    const label = resource.element.getAttribute('identifier') ?? resource.path ?? 'item';
    const bytes = resource.path === null ? undefined : files.get(resource.path);
    if (!bytes) {
      problems.add(
        label,
        null,
        `The item file ${resource.element.getAttribute('href')} is missing from the package`,
        true,
      );
      continue;
    }
    let root: Element;
    try {
      root = parseXml(text(bytes), resource.path!).documentElement!;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.add(label, null, error.message, true);
      continue;
    }
    const version = versionOf(root);
    if (version === 'qti3' || version === 'qti21') format = version;
    const question = convertQtiItem(root, {
      path: resource.path!,
      files,
      metadata: readItemMetadata(resource.element),
      problems,
    });
    if (question) questions.push(question);
  }
  for (const other of resources.filter((r) => /^imsqti_(section|stimulus)/.test(r.type)))
    problems.add(
      other.element.getAttribute('identifier') ?? other.type,
      null,
      `${other.type} resources are not imported`,
      false,
    );
  return { format, questions, problems: problems.items };
}

function testOrder(files: Map<string, Uint8Array>, testPaths: string[], problems: ProblemList): string[] {
  const order: string[] = [];
  for (const path of testPaths) {
    const bytes = files.get(path);
    if (!bytes) continue;
    try {
      const test = parseXml(text(bytes), path).documentElement!;
      for (const ref of descendants(test, 'assessmentItemRef')) {
        const target = resolveHref(path, ref.getAttribute('href') ?? '');
        if (target) order.push(target);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.add(path, null, `${error.message}; items are taken in manifest order`, false);
    }
  }
  return order;
}

/** A QTI 1.2 (Canvas-style) package: each imsqti_xmlv1p2 resource names its questestinterop file. */
function readQti12Package(files: Map<string, Uint8Array>, manifestAt: string, resources: Element[]): Conversion {
  const roots: Element[] = [];
  for (const resource of resources) {
    const href = resource.getAttribute('href') ?? descendants(resource, 'file')[0]?.getAttribute('href') ?? '';
    const path = resolveHref(manifestAt, href);
    if (path === null) throw badRequest(INTEROP_MESSAGES.unsafePath);
    const bytes = files.get(path);
    if (bytes) roots.push(parseXml(text(bytes), path).documentElement!);
  }
  return readQti12(roots);
}
