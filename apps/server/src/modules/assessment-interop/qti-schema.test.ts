import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OLD_QTI3_EXPORT, QTI30_XSD, exportQuestions, hasXmllint, readFolder } from './interop.test-support';
import { buildQtiPackage } from './qti-export';

const canValidate = QTI30_XSD !== null && hasXmllint();
if (!QTI30_XSD) console.warn('Skipping the QTI 3.0 schema checks: ../shared/fixtures/qti30-xsd is absent');
else if (!canValidate) console.warn('Skipping the QTI 3.0 schema checks: xmllint is not installed (libxml2-utils)');

const MANIFEST_XSD = 'imsqtiv3p0_imscpv1p2_v1p0.xsd';
const ITEM_AND_TEST_XSD = 'imsqti_asiv3p0_sbacv1p0_v1p0.xsd';
/** Compiling the item schema (1 MB) takes seconds, longer on a busy machine. */
const SLOW = 90_000;

/** Each file's schema errors as xmllint reports them (an empty list: the file validates). */
type Verdicts = Record<string, string[]>;

/** One xmllint run over many files (the item schema alone takes seconds to compile). */
function validate(dir: string, xsd: string, files: string[]): Verdicts {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', path.join(QTI30_XSD!, xsd), ...files], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = run.stderr.split('\n');
  const verdicts: Verdicts = {};
  for (const file of files) {
    const errors = lines.filter((l) => l.startsWith(`${file}:`));
    const judged = lines.includes(`${file} validates`) || lines.includes(`${file} fails to validate`);
    verdicts[file] = judged ? errors : [...errors, `xmllint gave no verdict: ${run.stderr.slice(0, 500)}`];
  }
  return verdicts;
}

/** Packages written under one folder, each under its own name. */
function writePackages(dir: string, packages: Record<string, Map<string, Uint8Array>>) {
  for (const [name, files] of Object.entries(packages))
    for (const [file, bytes] of files) {
      mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
      writeFileSync(path.join(dir, name, file), bytes);
    }
}

/**
 * Every XML file of each package, by the schema 1EdTech's README names for it, keyed by the file's path in
 * its package. One xmllint run per schema for all packages: compiling the item schema is the slow part.
 */
function validatePackages(packages: Record<string, Map<string, Uint8Array>>): Record<string, Verdicts> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qti-schema-'));
  try {
    writePackages(dir, packages);
    const xml = Object.entries(packages).flatMap(([name, files]) =>
      [...files.keys()].filter((p) => p.endsWith('.xml')).map((p) => `${name}/${p}`),
    );
    const isManifest = (p: string) => p.endsWith('/imsmanifest.xml');
    const all = {
      ...validate(dir, MANIFEST_XSD, xml.filter(isManifest)),
      ...validate(
        dir,
        ITEM_AND_TEST_XSD,
        xml.filter((p) => !isManifest(p)),
      ),
    };
    const inPackage = (name: string) =>
      Object.fromEntries(
        Object.entries(all)
          .filter(([p]) => p.startsWith(`${name}/`))
          .map(([p, errors]) => [p.slice(name.length + 1), errors.map((e) => e.slice(name.length + 1))]),
      );
    return Object.fromEntries(Object.keys(packages).map((name) => [name, inPackage(name)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!canValidate)("QTI 3.0 packages against 1EdTech's schemas (shared/fixtures/qti30-xsd)", () => {
  const exported = buildQtiPackage('Every type', exportQuestions());
  let verdicts: Record<string, Verdicts>;
  beforeAll(() => {
    verdicts = validatePackages({ exported, old: readFolder(path.join(OLD_QTI3_EXPORT, 'package')) });
  }, SLOW);

  it('validates every file of an export of every question type, pictures, rubrics and reference answers included', () => {
    const xml = [...exported.keys()].filter((p) => p.endsWith('.xml')).sort();
    expect(xml).toEqual(expect.arrayContaining(['imsmanifest.xml', 'assessment.xml', 'items/Q1.xml']));
    expect(Object.keys(verdicts.exported!).sort()).toEqual(xml);
    expect(verdicts.exported).toEqual(Object.fromEntries(xml.map((p) => [p, []])));
  });

  it('refuses what the export wrote before issue 21, so the check above can fail', () => {
    const old = verdicts.old!;
    const failing = Object.keys(old).filter((p) => old[p]!.length);
    expect(failing.sort()).toEqual([
      'imsmanifest.xml',
      'items/Q1.xml',
      'items/Q10.xml',
      'items/Q12.xml',
      'items/Q3.xml',
      'items/Q4.xml',
    ]);
    expect(old['imsmanifest.xml']![0]).toMatch(
      /^imsmanifest\.xml:\d+: .*Element '\{urn:bright-classroom:qti:question:1\}question': This element is not expected/,
    );
    expect(old['items/Q12.xml']!.join('\n')).toMatch(/attribute 'use': 'scoring-rubric' is not a valid value/);
    expect(old['items/Q12.xml']!.join('\n')).toMatch(/attribute 'use': 'reference-answer' is not a valid value/);
  });
});
