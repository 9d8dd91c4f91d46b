/** Bright AI: the provider layer, the built-in engine, credits and the AI routes (issue 15). */
export { aiRoutes } from './ai.routes';
export { startFakeOpenAi, FAKE_API_KEY, type FakeOpenAi, type FakeBehaviour } from './fake-openai-server';
export { validReply } from './test-support/fake-replies';
