// Helpers for this module's tests; not part of the app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * The shared interoperability fixtures (files of other projects, read in place, never copied here):
 * ../shared/fixtures/interop beside the repository. Null when the folder is absent (tests skip).
 */
export const FIXTURES = (() => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/fixtures/interop');
  return existsSync(dir) ? dir : null;
})();

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
