import { QuizArtefact, type QuizOptions, quizRuleProblems } from '@bright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from './fake-openai-server';
import { type ModelEngine, createModelEngine } from './model-engine';
import { quizPrompt } from './ai.prompts';
import { trimQuiz } from './ai.service';
import { validReply } from './test-support/fake-replies';

/** The provider layer against a loopback server speaking the OpenAI format, switched to misbehave. */
describe('model engine against an OpenAI-format server', () => {
  let fake: FakeOpenAi;
  let engine: ModelEngine;
  const options: QuizOptions = {
    difficultyLevel: 'MEDIUM',
    noOfQuestion: 3,
    typeOfQuestion: 'MCQ',
    bloomsTaxonomyLevels: ['REMEMBER', 'APPLY'],
  };
  const quiz = () =>
    engine.generate({
      schema: QuizArtefact,
      ...quizPrompt(options, 'en', undefined, 'Photosynthesis'),
      normalise: (value) => trimQuiz(value, options),
      rules: (value) => quizRuleProblems(value, options),
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi(validReply);
    engine = createModelEngine({
      baseUrl: fake.url,
      apiKey: FAKE_API_KEY,
      model: 'fake-model',
      timeoutMs: 1500,
      structuredOutputs: false,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.requests.length = 0;
  });

  it('asks for JSON with the schema in the prompt and the key in the header, and returns a checked quiz', async () => {
    const { value, tokens } = await quiz();
    expect(value.questions.map((question) => question.bloomLevel)).toEqual(['REMEMBER', 'APPLY', 'REMEMBER']);
    expect(tokens).toBeGreaterThan(40);
    const [request] = fake.requests;
    expect(request!.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(request!.body.model).toBe('fake-model');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages[0]!.content).toContain('"bloomLevel"');
  });

  it('salvages fenced JSON without a second call', async () => {
    fake.behaviour = 'fenced';
    expect((await quiz()).value.questions).toHaveLength(3);
    expect(fake.requests).toHaveLength(1);
  });

  it('trims seven questions to the three asked for', async () => {
    fake.behaviour = 'tooMany';
    expect((await quiz()).value.questions).toHaveLength(3);
    expect(fake.requests).toHaveLength(1);
  });

  it('repairs an invalid answer with one more call that names the problems', async () => {
    fake.behaviour = 'invalidOnce';
    expect((await quiz()).value.questions).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('That answer is not valid');
  });

  it('refuses clearly when the repair is invalid too', async () => {
    fake.behaviour = 'invalid';
    expect((await refusal(quiz())).message).toMatch(/not a valid result, even after one repair/);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['429', 429, /busy/],
    ['badKey', 400, /refused the configured key/],
    ['stall', 400, /did not answer in time/],
  ] as const)('turns a provider %s into a clear %i', async (behaviour, status, message) => {
    fake.behaviour = behaviour;
    const error = await refusal(quiz());
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('retries a 500 once (after the SDK back-off), then refuses clearly', async () => {
    fake.behaviour = '500';
    const patient = createModelEngine({ ...engine.settings, timeoutMs: 8000 });
    const error = await refusal(
      patient.generate({ schema: QuizArtefact, ...quizPrompt(options, 'en', undefined, 'Photosynthesis') }),
    );
    expect(error.message).toMatch(/failed to answer/);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 once before giving up', async () => {
    fake.behaviour = '429';
    await refusal(quiz());
    expect(fake.requests).toHaveLength(2);
  });

  it('streams text deltas with token usage', async () => {
    const stream = engine.stream({ system: 'Plan', prompt: 'Write a 5E lesson plan' });
    const deltas: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      deltas.push(next.value);
      next = await stream.next();
    }
    expect(deltas.length).toBeGreaterThan(3);
    expect(JSON.parse(next.value.text).phases).toHaveLength(5);
    expect(next.value.tokens).toBeGreaterThan(40);
    expect(fake.requests[0]!.body.stream_options).toEqual({ include_usage: true });
  });

  it('stops a stalled stream after the time-out', async () => {
    fake.behaviour = 'stall';
    const stream = engine.stream({ system: 'Plan', prompt: 'Write a 5E lesson plan' });
    const started = Date.now();
    const error = await refusal(
      (async () => {
        for (let next = await stream.next(); !next.done; next = await stream.next());
      })(),
    );
    expect(error.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
