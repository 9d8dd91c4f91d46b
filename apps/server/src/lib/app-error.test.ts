import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ASSESSMENT_MESSAGES, codeMessage, maxLimitMessage } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest, forbidden, notFound } from './app-error';

const SRC = join(import.meta.dirname, '..');
const CONTRACTS = join(import.meta.dirname, '../../../../packages/contracts/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** `{ error: 'Invalid Email Address' }`: a contract schema's refusal written in place. */
const SCHEMA_ERROR = /\berror: '((?:[^'\\]|\\.)+)'/g;

/** `badRequest('text')`, `new AppError('KIND', 'text')`: a refusal written as a literal in a service. */
const LITERAL_THROW =
  /\b(?:badRequest|notFound|forbidden|unauthenticated|conflict)\(\s*'([^']+)'|new AppError\(\s*'\w+',\s*'([^']+)'/g;

describe('AppError', () => {
  it('carries the catalogue code of its message', () => {
    const error = badRequest(ASSESSMENT_MESSAGES.nameRequired);
    expect(error.status).toBe(400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.messageCode).toBe('assessment.nameRequired');
    expect(error.params).toBeUndefined();
  });

  it('carries the params of a parametrised message', () => {
    const error = new AppError('BAD_REQUEST', maxLimitMessage('STUDENT'));
    expect(error.messageCode).toBe('licence.maxLimit');
    expect(error.params).toEqual({ type: 'STUDENT' });
  });

  it('gives a text no catalogue knows the generic code of its kind', () => {
    expect(notFound('A text of its own').messageCode).toBe('error.notFound');
    expect(forbidden().messageCode).toBe('error.notAuthorized');
  });

  it('takes a code named by the thrower', () => {
    const error = new AppError('CONFLICT', 'Taken', {}, { code: 'assessment.alreadyExists' });
    expect(error.messageCode).toBe('assessment.alreadyExists');
  });

  it('finds a catalogue code for every refusal the server writes as a literal', () => {
    const uncoded = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LITERAL_THROW)]
        .map((match) => match[1] ?? match[2]!)
        .filter((text) => !codeMessage(text))
        .map((text) => `${file.slice(SRC.length)}: ${text}`),
    );
    expect(uncoded).toEqual([]);
  });

  it('finds a catalogue code for every refusal a contract schema writes in place', () => {
    const uncoded = sourceFiles(CONTRACTS).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SCHEMA_ERROR)]
        .map((match) => match[1]!.replace(/\\'/g, "'"))
        .filter((text) => !codeMessage(text))
        .map((text) => `${file.slice(CONTRACTS.length)}: ${text}`),
    );
    expect(uncoded).toEqual([]);
  });
});
