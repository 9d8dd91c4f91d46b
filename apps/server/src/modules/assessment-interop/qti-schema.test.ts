import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Every XML file of a package, by the schema 1EdTech's README names for it. */
function validatePackage(dir: string, files: Map<string, Uint8Array>): Verdicts {
  for (const [name, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  const xml = [...files.keys()].filter((p) => p.endsWith('.xml'));
  const isManifest = (p: string) => p === 'imsmanifest.xml';
  return {
    ...validate(dir, MANIFEST_XSD, xml.filter(isManifest)),
    ...validate(
      dir,
      ITEM_AND_TEST_XSD,
      xml.filter((p) => !isManifest(p)),
    ),
  };
}

describe.skipIf(!canValidate)("QTI 3.0 packages against 1EdTech's schemas (shared/fixtures/qti30-xsd)", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'qti-schema-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it(
    'validates every file of an export of every question type, pictures, rubrics and reference answers included',
    () => {
      const files = buildQtiPackage('Every type', exportQuestions());
      const verdicts = validatePackage(path.join(work, 'export'), files);
      const xml = [...files.keys()].filter((p) => p.endsWith('.xml')).sort();
      expect(xml).toEqual(expect.arrayContaining(['imsmanifest.xml', 'assessment.xml', 'items/Q1.xml']));
      expect(Object.keys(verdicts).sort()).toEqual(xml);
      expect(verdicts).toEqual(Object.fromEntries(xml.map((p) => [p, []])));
    },
    SLOW,
  );

  it(
    'refuses what the export wrote before issue 21, so the check above can fail',
    () => {
      const verdicts = validatePackage(path.join(work, 'old'), readFolder(path.join(OLD_QTI3_EXPORT, 'package')));
      const failing = Object.keys(verdicts).filter((p) => verdicts[p]!.length);
      expect(failing.sort()).toEqual([
        'imsmanifest.xml',
        'items/Q1.xml',
        'items/Q10.xml',
        'items/Q12.xml',
        'items/Q3.xml',
        'items/Q4.xml',
      ]);
      expect(verdicts['imsmanifest.xml']![0]).toMatch(
        /Element '\{urn:bright-classroom:qti:question:1\}question': This element is not expected/,
      );
      expect(verdicts['items/Q12.xml']!.join('\n')).toMatch(/attribute 'use': 'scoring-rubric' is not a valid value/);
      expect(verdicts['items/Q12.xml']!.join('\n')).toMatch(/attribute 'use': 'reference-answer' is not a valid value/);
    },
    SLOW,
  );
});
