// Helpers for this module's tests; not part of the app.
import { QuestionContent } from '@bright/contracts';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pngBytes } from '../../../test/authz';
import type { ExportQuestion } from './interop-types';

/** multipart/form-data with text fields and at most one file. */
export function importBody(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; field?: string }) {
  const boundary = `----interop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A folder of ../shared/fixtures beside the repository (files read in place, never copied here), or null. */
function sharedFixtures(name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/fixtures', name);
  return existsSync(dir) ? dir : null;
}

/** Other projects' interoperability files; null when the folder is absent (tests skip). */
export const FIXTURES = sharedFixtures('interop');

/** 1EdTech's QTI 3.0 XSDs (their README says where from); null when the folder is absent (tests skip). */
export const QTI30_XSD = sharedFixtures('qti30-xsd');

/** Whether xmllint (Debian's libxml2-utils), which validates against those XSDs, is installed. */
export const hasXmllint = () => spawnSync('xmllint', ['--version']).status === 0;

/** A package as our exporter wrote it before issue 21, frozen (its README says what it keeps). */
export const OLD_QTI3_EXPORT = fileURLToPath(new URL('test-fixtures/qti3-bright-extension/', import.meta.url));

/** Every file under a folder, by its path inside the folder ('/'-separated), as a package would hold it. */
export function readFolder(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else files.set(rel, new Uint8Array(readFileSync(path.join(dir, rel))));
    }
  };
  walk('');
  return files;
}

/** A small GIFT file in Moodle's documented syntax, one question of each kind. */
export const SAMPLE_GIFT = `// A sample in the syntax of docs.moodle.org/en/GIFT_format
$CATEGORY: $course$/Science/Astronomy

::Planet::Which planet is the largest? {=Jupiter ~Mars ~Venus}

::Primes::[markdown]Which of these are **prime**? {~%50%2 ~%50%3 ~%-100%4}

The Sun is a star.{T}

Name a primary colour. {=red =blue =yellow}

What is pi to two places? {#3.14:0.01}

Pick a number from 1 to 5. {#1..5}

Match the capitals. {
  =France -> Paris
  =Italy -> Rome
}

Water boils at {=100 =one hundred} degrees Celsius.

Describe the water cycle. {}

Escapes \\{ and \\} and \\: are text. {=yes#right ~no#wrong}
`;

export const SAMPLE_AIKEN = `Which is the largest ocean?
A. Atlantic
B. Pacific
C) Indian
ANSWER: B

The Earth is round.
A. True
B. False
ANSWER: A
`;

/**
 * One question of every type with every field set, and values that trip careless converters:
 * markup characters, line breaks, tabs, leading spaces, ids that are not XML names, fractions.
 */
export const EVERY_TYPE: Array<Record<string, unknown> & { topicName: string | null; withImage?: boolean }> = [
  {
    type: 'MCQ',
    description: '  What is <b>2 + 2</b> & "why"?\nExplain\ton paper.',
    points: 2.5,
    options: [
      { id: '1f0c-uuid-like', title: '3 < 4' },
      { id: 'OPT_b', title: 'four & more' },
      { id: 'c', title: "'5'" },
    ],
    correctOptions: ['OPT_b'],
    bloomLevel: 'REMEMBER',
    answer: 'Four.\nBecause 2 + 2 = 4.',
    rubric: 'Full marks for 4.',
    topicName: 'Arithmetic > Addition',
    withImage: true,
  },
  {
    type: 'TRUE_OR_FALSE',
    description: 'The sun is a star.',
    points: 1,
    options: [
      { id: 'true', title: 'True' },
      { id: 'false', title: 'False' },
    ],
    correctOptions: ['false'],
    bloomLevel: 'UNDERSTAND',
    answer: null,
    rubric: null,
    topicName: null,
  },
  {
    type: 'MULTIPLE_SELECT',
    description: 'Which are prime?',
    points: 3,
    options: [
      { id: 'p2', title: '2' },
      { id: 'p3', title: '3' },
      { id: 'p4', title: '4' },
    ],
    correctOptions: ['p2', 'p3'],
    bloomLevel: 'APPLY',
    rubric: 'One point each, minus one per wrong pick.',
    topicName: 'Números primos',
  },
  {
    type: 'SHORT_ANSWER',
    description: 'Name the process plants use to make food.',
    points: 4,
    acceptedAnswers: ['photosynthesis', 'Photo-synthesis'],
    bloomLevel: 'ANALYZE',
    answer: 'Photosynthesis',
    topicName: 'Biology',
  },
  {
    type: 'SHORT_ANSWER',
    description: 'Explain in one sentence (scored by hand).',
    points: 2,
    acceptedAnswers: [],
    topicName: null,
  },
  {
    type: 'PICTURE_CHOICE',
    description: 'Which picture shows a cat?',
    points: 1,
    options: [
      { id: 'cat', title: 'Cat', image: 'picture' },
      { id: 'dog', title: '', image: 'picture' },
    ],
    correctOptions: ['cat'],
    bloomLevel: 'REMEMBER',
    topicName: 'Animals',
  },
  {
    type: 'FILL_IN_THE_BLANK',
    description: 'Water boils at {{1}} °C and freezes at {{2}} °C.\r\nSee <table 1>.',
    points: 2,
    blanks: [{ accepted: ['100', 'one hundred'] }, { accepted: ['0'] }],
    bloomLevel: 'REMEMBER',
    topicName: 'Physics',
  },
  {
    type: 'MATCHING',
    description: 'Match the capitals.',
    points: 3,
    options: [
      { id: 'fr', title: 'France', match: 'Paris' },
      { id: 'it', title: 'Italy', match: 'Rome' },
      { id: '3', title: 'Japan', match: 'Tokyo & Kyoto?' },
    ],
    bloomLevel: 'UNDERSTAND',
    topicName: 'Geography',
  },
  {
    type: 'ORDERING',
    description: 'Order from smallest to largest.',
    points: 2,
    options: [
      { id: 'b', title: 'Ten' },
      { id: 'a', title: 'One' },
      { id: 'c', title: 'Hundred' },
    ],
    correctOptions: ['a', 'b', 'c'],
    bloomLevel: 'EVALUATE',
    topicName: 'Numbers',
  },
  {
    type: 'NUMERIC',
    description: 'What is pi to two places?',
    points: 1,
    numeric: { value: 3.14, tolerance: 0.005 },
    bloomLevel: 'EVALUATE',
    rubric: 'Within 0.005.',
    topicName: null,
  },
  {
    type: 'NUMERIC',
    description: 'How many metres in a light year (roughly)?',
    points: 0,
    numeric: { value: -9.4607e15, tolerance: 0 },
    topicName: 'Astronomy',
  },
  {
    type: 'LONG_ANSWER',
    description: 'Describe the water cycle.\n\n  Use at least three stages.',
    points: 10,
    bloomLevel: 'CREATE',
    answer: 'Evaporation, condensation, precipitation, collection.',
    rubric: '3 stages: 6 points\n4 stages: 10 points',
    topicName: 'Geography',
    withImage: true,
  },
];

export const PNG = new Uint8Array(pngBytes());
export const GIF = new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));

/** EVERY_TYPE as the exporter receives it: a PNG for the pictured questions, a PNG then GIFs for picture options. */
export function exportQuestions(): ExportQuestion[] {
  return EVERY_TYPE.map(({ topicName, withImage, ...raw }) => {
    const content = QuestionContent.parse(raw);
    const optionImages = new Map(
      content.options
        .filter((o) => o.image)
        .map((o, i) => [o.id, { bytes: i ? GIF : PNG, extension: i ? 'gif' : 'png' }]),
    );
    return { content, topicName, image: withImage ? { bytes: PNG, extension: 'png' } : null, optionImages };
  });
}
