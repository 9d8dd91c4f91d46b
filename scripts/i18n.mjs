#!/usr/bin/env node
// Keeps the 16 locale files in step with en.json (the source of truth).
//
//   node scripts/i18n.mjs missing <lang>            the keys <lang> lacks, as flat JSON {key: english}
//   node scripts/i18n.mjs merge <lang> <file.json>  adds the flat {key: translation} pairs of <file> to
//                                                   <lang>.json, in en.json's key order; drops keys that
//                                                   en.json no longer has
//   node scripts/i18n.mjs status                    missing-key counts for every locale
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/i18n/locales');
const LANGS = ['en', 'kan', 'ar', 'bn', 'de', 'es', 'gu', 'hi', 'ja', 'mr', 'or', 'ru', 'it', 'fr', 'zh', 'id'];

const load = (lang) => {
  const file = path.join(dir, `${lang}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

function flatten(value, prefix = '', out = {}) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out[name] = child;
    else flatten(child, name, out);
  }
  return out;
}

const INTL_CODES = { kan: 'kn' };
/** The plural forms a language needs beyond English's one/other (Arabic: zero, two, few, many). */
const extraPluralForms = (lang) =>
  new Intl.PluralRules(INTL_CODES[lang] ?? lang)
    .resolvedOptions()
    .pluralCategories.filter((form) => form !== 'one' && form !== 'other');

/**
 * Rebuilds a nested object with en's shape and order, taking values from `flat`. Next to each `x_other`
 * it adds the language's other plural forms, from their own translation or else from `x_other`.
 */
function shapeLike(english, flat, lang, prefix = '') {
  const out = {};
  for (const [key, child] of Object.entries(english)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') {
      if (flat[name] !== undefined) out[key] = flat[name];
      if (key.endsWith('_other') && flat[name] !== undefined) {
        const base = key.slice(0, -'_other'.length);
        for (const form of extraPluralForms(lang))
          out[`${base}_${form}`] = flat[`${prefix ? `${prefix}.` : ''}${base}_${form}`] ?? flat[name];
      }
    } else {
      const nested = shapeLike(child, flat, lang, name);
      if (Object.keys(nested).length) out[key] = nested;
    }
  }
  return out;
}

const [command, lang, file] = process.argv.slice(2);
const english = load('en');
const englishFlat = flatten(english);

if (command === 'missing') {
  const have = flatten(load(lang));
  const missing = Object.fromEntries(Object.entries(englishFlat).filter(([key]) => !have[key]?.trim()));
  process.stdout.write(`${JSON.stringify(missing, null, 2)}\n`);
} else if (command === 'merge') {
  const flat = { ...flatten(load(lang)), ...JSON.parse(readFileSync(file, 'utf8')) };
  writeFileSync(path.join(dir, `${lang}.json`), `${JSON.stringify(shapeLike(english, flat, lang), null, 2)}\n`);
  const left = Object.keys(englishFlat).filter((key) => !flat[key]?.trim());
  process.stdout.write(`${lang}: merged; ${left.length} keys still missing\n`);
} else if (command === 'status') {
  for (const code of LANGS.slice(1)) {
    const have = flatten(load(code));
    const missing = Object.keys(englishFlat).filter((key) => !have[key]?.trim()).length;
    process.stdout.write(`${code}: ${missing} missing of ${Object.keys(englishFlat).length}\n`);
  }
} else {
  process.stderr.write('usage: node scripts/i18n.mjs missing <lang> | merge <lang> <file> | status\n');
  process.exit(2);
}
