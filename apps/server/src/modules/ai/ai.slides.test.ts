import { AI_MESSAGES, BUILTIN_ENGINE_LABEL, PPTX_TYPE } from '@bright/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from '../../../test/api-client';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from './fake-openai-server';
import { validReply } from './test-support/fake-replies';
import { PHOTOSYNTHESIS } from './test-support/sample-texts';

const SCRIPT = '/api/learn-ai/lesson-generation/ppt-script';
const PPT = '/api/learn-ai/media-converter/json-to-ppt';

const slideTexts = async (bytes: Buffer) => {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /^ppt\/(slides|notesSlides)\/\w+\d+\.xml$/.test(name));
  return (await Promise.all(names.map((name) => zip.file(name)!.async('string')))).join('\n');
};

describe('Slides on the built-in engine', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t);
  });
  afterAll(() => t.close());

  it('401, 403 for a student, 400 on bad input', async () => {
    expectError(await api.post(SCRIPT, { topic: 'x', text: PHOTOSYNTHESIS }), 401, 'session expired');
    expectError(
      await api.post(
        PPT,
        { deck: { title: 'x', slides: [{ title: 'a', bullets: [], notes: null }] } },
        {
          token: school.tokens.learner,
        },
      ),
      403,
      'Not authorized to perform this action',
    );
    expectError(
      await api.post(SCRIPT, { topic: '' }, { token: school.tokens.instructor }),
      400,
      AI_MESSAGES.provideTextOrTopic,
    );
    expectError(await api.post(PPT, {}, { token: school.tokens.instructor }), 400, 'Please provide: deck or plan');
  });

  it('refuses a bare topic, naming what to configure', async () => {
    expectError(
      await api.post(SCRIPT, { topic: 'Photosynthesis' }, { token: school.tokens.instructor }),
      400,
      AI_MESSAGES.needsModelForTopic,
    );
  });

  it('fills a deck from the text: every bullet after the first slide is a sentence of it, the notes say so', async () => {
    const response = await api.post(
      SCRIPT,
      { topic: 'Photosynthesis', text: PHOTOSYNTHESIS, slideCount: 5 },
      { token: school.tokens.instructor },
    );
    expect(response.statusCode).toBe(200);
    const { deck, ...info } = response.json().data;
    expect(info).toMatchObject({ engine: 'builtin', label: BUILTIN_ENGINE_LABEL });
    expect(deck.title).toBe('Photosynthesis');
    expect(deck.slides.length).toBeGreaterThanOrEqual(3);
    expect(deck.slides.length).toBeLessThanOrEqual(5);
    for (const slide of deck.slides.slice(1)) for (const line of slide.bullets) expect(PHOTOSYNTHESIS).toContain(line);
    expect(deck.slides[0].notes).toContain('built-in engine');

    const file = await api.post(PPT, { deck }, { token: school.tokens.instructor });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(PPTX_TYPE);
    expect(file.headers['content-disposition']).toContain('Photosynthesis.pptx');
    const xml = await slideTexts(file.rawPayload);
    expect(xml).toContain(deck.slides[1].bullets[0].replace(/&/g, '&amp;'));
  });

  it('lays a 5E lesson plan out as slides, the teacher prompts as speaker notes, right to left for Arabic', async () => {
    const plan = {
      title: 'التمثيل الضوئي',
      objectives: ['Explain how plants make glucose'],
      phases: ['ENGAGE', 'EXPLORE', 'EXPLAIN', 'ELABORATE', 'EVALUATE'].map((phase) => ({
        phase,
        minutes: 8,
        teacherPrompt: `Ask about ${phase}`,
        activity: `Activity for ${phase}`,
      })),
    };
    const file = await api.post(PPT, { plan }, { token: school.tokens.instructor });
    expect(file.statusCode).toBe(200);
    const xml = await slideTexts(file.rawPayload);
    expect(xml).toContain('Elaborate · 8 min');
    expect(xml).toContain('Ask about EVALUATE');
    expect(xml).toContain('rtl="1"');
  });
});

describe('Slides with a model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;

  beforeAll(async () => {
    fake = await startFakeOpenAi(validReply);
    t = await createTestApp({
      env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_API_KEY, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2600' },
    });
    api = client(t);
    school = await buildSchool(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('writes the deck from a bare topic, charging one credit', async () => {
    const response = await api.post(
      SCRIPT,
      { topic: 'Photosynthesis', slideCount: 4 },
      { token: school.tokens.instructor },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ engine: 'model', model: 'fake-model', credits: { cost: 1 } });
    expect(response.json().data.deck.slides).toHaveLength(4);
  });
});
