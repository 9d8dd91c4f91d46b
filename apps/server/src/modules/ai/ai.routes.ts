import {
  AI_MESSAGES,
  MESSAGES,
  aiCapabilitiesRoute,
  aiQuizRoute,
  aiSettingsRoute,
  flashcardsFromDocumentRoute,
  jsonToPptRoute,
  pptScriptRoute,
  PPTX_TYPE,
  flashcardsFromTopicRoute,
  generateQuestionsRoute,
  generateQuizFromTextRoute,
  generateSseRoute,
  lessonPlanSseRoute,
  referenceRubricRoute,
  summarizeTextRoute,
  updateGeneratedRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { addRoute } from '../../lib/route';
import type { Actor } from '../../lib/actor';
import { contentDisposition } from '../../lib/content-disposition';
import { makeFlashcards } from './ai.flashcards';
import { pptScript, renderPptx } from './ai.slides';
import { deckFromPlan } from './builtin/builtin-slides';
import { createProviders } from './ai.provider';
import { aiToolsRoutes } from './ai.tools.routes';
import { generateQuestions, updateGenerated } from './ai.questions';
import * as ai from './ai.service';
import { generateQuestionsSse, lessonPlanSse } from './ai.streams';

/** Bright AI's routes on the AI host (/api/ai), the Learn-AI host (/api/learn-ai) and question/. */
export async function aiRoutes(app: FastifyInstance, options: { config: Config }) {
  const providers = createProviders(app.db, options.config);
  /** Each run answers with its institute's engine (its own provider, or the server's). */
  const ctxOf = async (actor: Actor): Promise<ai.AiContext> => ({
    db: app.db,
    engine: await providers.engineFor(actor.instituteId),
  });
  aiToolsRoutes(app, providers);
  /** Stops a JSON generation when the client goes away (the socket closes before the answer). */
  const clientGone = (raw: import('node:http').ServerResponse) => {
    const gone = new AbortController();
    raw.on('close', () => {
      if (!raw.writableFinished) gone.abort();
    });
    return gone.signal;
  };

  addRoute(app, aiCapabilitiesRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await ai.capabilities(await ctxOf(actor()), actor()),
  }));

  addRoute(app, aiSettingsRoute, async ({ actor, body }) => ({
    message: AI_MESSAGES.settingsSaved,
    data: await ai.saveSettings(await ctxOf(actor()), actor(), body.builtinCharges),
  }));

  for (const route of [aiQuizRoute, generateQuizFromTextRoute]) {
    addRoute(app, route, async ({ actor, body, reply }) => {
      const { kept: _kept, ...result } = await ai.makeQuiz(await ctxOf(actor()), actor(), body, clientGone(reply.raw));
      return { message: MESSAGES.ok, data: result };
    });
  }

  addRoute(app, generateQuestionsRoute, async ({ actor, body, reply }) => ({
    message: MESSAGES.ok,
    data: await generateQuestions(await ctxOf(actor()), actor(), body, clientGone(reply.raw)),
  }));

  addRoute(app, updateGeneratedRoute, async ({ actor, body }) => ({
    message: AI_MESSAGES.generatedUpdated,
    data: await updateGenerated(await ctxOf(actor()), actor(), body),
  }));

  addRoute(app, summarizeTextRoute, async ({ actor, body }) => ({
    message: MESSAGES.ok,
    data: await ai.summarize(await ctxOf(actor()), actor(), body),
  }));

  addRoute(app, referenceRubricRoute, async ({ actor, body }) => ({
    message: MESSAGES.ok,
    data: await ai.referenceRubric(await ctxOf(actor()), actor(), body),
  }));

  addRoute(app, generateSseRoute, async ({ actor, body, reply }) => {
    await generateQuestionsSse(await ctxOf(actor()), actor(), body, reply);
    return reply as never;
  });

  addRoute(app, lessonPlanSseRoute, async ({ actor, body, reply }) => {
    await lessonPlanSse(await ctxOf(actor()), actor(), body, reply);
    return reply as never;
  });

  for (const route of [flashcardsFromDocumentRoute, flashcardsFromTopicRoute]) {
    addRoute(app, route, async ({ actor, body, reply }) => ({
      message: MESSAGES.ok,
      data: await makeFlashcards(await ctxOf(actor()), actor(), body, clientGone(reply.raw)),
    }));
  }

  addRoute(app, pptScriptRoute, async ({ actor, body, reply }) => ({
    message: MESSAGES.ok,
    data: await pptScript(await ctxOf(actor()), actor(), body, clientGone(reply.raw)),
  }));

  addRoute(app, jsonToPptRoute, async ({ body, reply }) => {
    const deck = body.deck ?? deckFromPlan(body.plan!, phaseName);
    const rtl = RTL_SCRIPT.test(JSON.stringify(deck));
    return reply
      .type(PPTX_TYPE)
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        contentDisposition('attachment', `${deck.title.replace(/["\\/:;*?<>|]/g, '_')}.pptx`),
      )
      .send(await renderPptx(deck, rtl));
  });
}

const RTL_SCRIPT = /[\u0590-\u08ff]/;
const phaseName = (phase: string) => phase.charAt(0) + phase.slice(1).toLowerCase();
