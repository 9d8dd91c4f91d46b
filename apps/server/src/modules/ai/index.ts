/** Bright AI: the provider layer, the built-in engine, credits and the AI routes (issue 15). */
export { aiRoutes } from './ai.routes';
export {
  startFakeOpenAi,
  FAKE_API_KEY,
  FAKE_TRANSCRIPT,
  type FakeOpenAi,
  type FakeBehaviour,
  type FakeTranscriptionRequest,
} from './fake-openai-server';
/** For AI notes (issue 19): the engine, credits, summaries, quizzes and speech to text. */
export { chooseEngine, type Engine } from './ai.engine';
/** A school's own AI service (or the server's): what other modules' AI features answer with. */
export { createProviders, type Providers } from './ai.provider';
export { type AiContext, charged, makeQuiz, summarize } from './ai.service';
export { type Run, creditUse, finishRun, refundRun, startRun } from './ai.credits';
export { type Transcriber, chooseTranscriber } from './transcription';
export { openSse, type SseStream } from './sse';
export { providerRefusal } from './model-engine';
export { validReply } from './test-support/fake-replies';
/** The private-network guard of server-side requests to addresses users give (web push endpoints too). */
export { guardedLookup, isPrivateHost } from './url-source';
