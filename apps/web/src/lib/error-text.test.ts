import { ASSESSMENT_MESSAGES, QUESTION_MESSAGES, codeMessage, questionProblemMessage } from '@bright/contracts';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { ApiError } from './api-client';
import { errorText, shownError } from './error-text';

async function translator(language: string, translation: Record<string, unknown>): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, [language]: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

const tEn = await translator('en', en);
const tAr = await translator('ar', ar);
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*.json');
const everyLanguage = await Promise.all(
  Object.entries(locales).map(async ([file, load]) => ({ file, t: await translator('x', (await load()).default) })),
);

/** The assessment and question texts the web translated before codes: each keeps a translation. */
const TRANSLATED = [
  ...Object.values(QUESTION_MESSAGES),
  ASSESSMENT_MESSAGES.nameRequired,
  ASSESSMENT_MESSAGES.nameTooLong,
  ASSESSMENT_MESSAGES.noMarkup,
  ASSESSMENT_MESSAGES.alreadyExists,
  ASSESSMENT_MESSAGES.needsQuestion,
  ASSESSMENT_MESSAGES.tooManyQuestions,
];

describe('errorText', () => {
  it('picks the text by code in the UI language', () => {
    const error = new ApiError(400, 'Please Enter Assessment Name', {
      message: 'Please Enter Assessment Name',
      code: 'assessment.nameRequired',
    });
    expect(errorText(tAr, shownError(error))).toBe('الرجاء إدخال اسم التقييم');
    expect(errorText(tEn, shownError(error))).toBe('Please Enter Assessment Name');
  });

  it('reads the code, never the English text', () => {
    const coded = { message: 'a text the web never saw', code: 'assessment.nameRequired' };
    expect(errorText(tAr, coded)).toBe('الرجاء إدخال اسم التقييم');
    expect(errorText(tAr, { message: ASSESSMENT_MESSAGES.nameRequired })).toBe(ASSESSMENT_MESSAGES.nameRequired);
  });

  it.each(TRANSLATED)('has a translation in every language for "%s"', (message) => {
    const coded = codeMessage(message)!;
    expect(everyLanguage).toHaveLength(16);
    for (const { file, t } of everyLanguage) {
      const text = errorText(t, coded);
      if (file.endsWith('/en.json')) expect(text).toBe(message);
      else expect(text, `${file}: ${coded.code}`).not.toBe(message);
    }
  });

  it('keeps the literal {{n}} blank mark in every language', () => {
    const coded = codeMessage(QUESTION_MESSAGES.blanksNeeded)!;
    for (const { file, t } of everyLanguage) expect(errorText(t, coded), file).toContain('{{n}}');
  });

  it("translates the publish check's 'Question n: problem' with the problem inside", () => {
    const coded = codeMessage(questionProblemMessage(3, QUESTION_MESSAGES.optionCount))!;
    expect(errorText(tEn, coded)).toBe('Question 3: option count must be valid');
    expect(errorText(tAr, coded)).toBe('السؤال 3: عدد الخيارات غير صالح');
  });

  it('shows a code with no translation yet as the server sent it', () => {
    // Every catalogue code has a translation (src/i18n/error-codes.test.ts): a code newer than the locales.
    expect(errorText(tAr, { message: 'Something newer', code: 'class.notTranslatedYet' })).toBe('Something newer');
    expect(errorText(tAr, { message: 'Something new' })).toBe('Something new');
  });

  it('keeps the detail after a translated catalogue text', () => {
    const coded = { message: 'x', code: 'assessment.alreadyExists', params: { detail: 'line 3' } };
    expect(errorText(tAr, coded)).toBe('التقييم موجود بالفعل: line 3');
  });
});
