import { AI_MESSAGES, BUILTIN_ENGINE_LABEL, FLASHCARD_MESSAGES } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from '../../../test/api-client';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from './fake-openai-server';
import { validReply } from './test-support/fake-replies';
import { PHOTOSYNTHESIS, PHOTOSYNTHESIS_DE } from './test-support/sample-texts';

const DOCUMENT = '/api/ai/flashcards/generate-from-a-document';
const TOPIC = '/api/ai/flashcards/generate-from-a-topic';

describe('Flashcards on the built-in engine', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t);
  });
  afterAll(() => t.close());

  it('401 without a session, 403 for a student', async () => {
    expectError(await api.post(DOCUMENT, { text: PHOTOSYNTHESIS }), 401, 'session expired');
    expectError(
      await api.post(DOCUMENT, { text: PHOTOSYNTHESIS }, { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
  });

  it.each([
    [DOCUMENT, {}, 'Please provide: text'],
    [DOCUMENT, { text: PHOTOSYNTHESIS, count: 0 }, FLASHCARD_MESSAGES.count],
    [DOCUMENT, { text: PHOTOSYNTHESIS, count: 31 }, FLASHCARD_MESSAGES.count],
    [DOCUMENT, { text: 'x'.repeat(100_001) }, AI_MESSAGES.textTooLong],
    [TOPIC, { topic: ' ' }, AI_MESSAGES.provideTextOrTopic],
  ])('400 on bad input (%#)', async (url, body, message) => {
    expectError(await api.post(url, body, { token: school.tokens.instructor }), 400, message);
  });

  it('makes term cards from the text, each labelled with where its back came from, and names its engine', async () => {
    const response = await api.post(DOCUMENT, { text: PHOTOSYNTHESIS, count: 6 }, { token: school.tokens.instructor });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ engine: 'builtin', label: BUILTIN_ENGINE_LABEL, model: null });
    expect(data.cards).toHaveLength(6);
    const byFront = Object.fromEntries(data.cards.map((card: { front: string }) => [card.front.toLowerCase(), card]));
    // "Photosynthesis is the process …": the text's own definition, the term blanked.
    expect(byFront.photosynthesis).toEqual({
      front: 'Photosynthesis',
      back: '____ is the process by which green plants make their own food from sunlight.',
      source: 'text',
    });
    // No defining sentence for glucose in the text: WordNet's definition, labelled as such.
    expect(byFront.glucose).toMatchObject({ source: 'wordnet', back: expect.stringContaining('monosaccharide') });
    for (const card of data.cards) {
      if (card.source === 'text')
        expect(PHOTOSYNTHESIS.replace(/\s+/g, ' ')).toContain(card.back.split('____')[0].trim());
    }
  });

  it('works from the text alone in another language (no dictionary)', async () => {
    const response = await api.post(
      DOCUMENT,
      { text: PHOTOSYNTHESIS_DE, count: 3, language: 'de' },
      { token: school.tokens.instructor },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cards.every((card: { source: string }) => card.source === 'text')).toBe(true);
  });

  it('refuses a bare topic and a translation, naming what to configure', async () => {
    expectError(
      await api.post(TOPIC, { topic: 'Photosynthesis' }, { token: school.tokens.instructor }),
      400,
      AI_MESSAGES.needsModelForTopic,
    );
    expectError(
      await api.post(DOCUMENT, { text: PHOTOSYNTHESIS, language: 'fr' }, { token: school.tokens.instructor }),
      400,
      AI_MESSAGES.needsModelForLanguage,
    );
  });

  it('refuses a text with no terms to define, charging nothing', async () => {
    const runs = async () =>
      (
        await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ai_ledger WHERE feature = 'flashcards'")
      )[0]!.n;
    const before = await runs();
    expectError(
      await api.post(DOCUMENT, { text: 'Yes. No. Yes. No. Yes.' }, { token: school.tokens.instructor }),
      400,
      FLASHCARD_MESSAGES.notEnoughTerms,
    );
    expect(await runs()).toBe(before);
  });
});

describe('Flashcards with a model', () => {
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

  it('makes the asked number of cards from a topic in the asked language, labelled as the model’s', async () => {
    const response = await api.post(
      TOPIC,
      { topic: 'Photosynthèse', count: 4, language: 'fr' },
      { token: school.tokens.instructor },
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ engine: 'model', model: 'fake-model', title: 'Photosynthèse', credits: { cost: 1 } });
    expect(data.cards).toHaveLength(4);
    expect(data.cards[0]).toEqual({ front: 'Term 1', back: expect.any(String), source: 'model' });
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('Français');
  });

  it('gives the credit back when the provider fails', async () => {
    fake.behaviour = '500';
    try {
      expectError(
        await api.post(DOCUMENT, { text: PHOTOSYNTHESIS }, { token: school.tokens.instructor }),
        400,
        AI_MESSAGES.providerFailed,
      );
      const [row] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ai_ledger WHERE feature = 'flashcards' AND kind = 'refund'",
      );
      expect(row!.n).toBe(1);
    } finally {
      fake.behaviour = 'ok';
    }
  });
});
