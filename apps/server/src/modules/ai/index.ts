/** Bright AI: the provider layer, the built-in engine, credits and the AI routes (issue 15). */
export { aiRoutes } from './ai.routes';
export { startFakeOpenAi, FAKE_API_KEY, type FakeOpenAi, type FakeBehaviour } from './fake-openai-server';
// What other modules' AI features (notebooks) build on: the engine choice, credits and SSE.
export { chooseEngine, type Engine } from './ai.engine';
export { type Run, creditUse, finishRun, refundRun, startRun } from './ai.credits';
export { openSse, type SseStream } from './sse';
export { providerRefusal } from './model-engine';
