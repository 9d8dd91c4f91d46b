import { z } from 'zod';
import { access } from './access';
import { AI_MESSAGES, CreditUse, EngineInfo, LessonPlanArtefact, MAX_SOURCE_CHARS } from './ai';
import { envelope } from './envelope';
import { UI_LANGUAGE_CODES, type UiLanguage } from './languages';
import { defineRoute } from './route';

/**
 * Bright AI slides (SPEC §7 Learn-AI lesson-generation PPT script, media-converter json-to-ppt): a deck as
 * JSON (written by a model, or filled from the teacher's text by the built-in engine), then a PowerPoint
 * file made from it or from a generated lesson plan.
 */

export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export const SlideArtefact = z.object({
  title: z.string().trim().min(1).max(200),
  bullets: z.array(z.string().trim().min(1).max(500)).max(8),
  notes: z.string().max(3000).nullable(),
});
export const SlideDeckArtefact = z.object({
  title: z.string().trim().min(1).max(200),
  slides: z.array(SlideArtefact).min(1).max(20),
});
export type SlideDeckArtefact = z.infer<typeof SlideDeckArtefact>;

const Language = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]]);

export const PptScriptBody = z.object({
  topic: z
    .string({ error: AI_MESSAGES.provideTextOrTopic })
    .trim()
    .min(1, { error: AI_MESSAGES.provideTextOrTopic })
    .max(200, { error: AI_MESSAGES.topicTooLong }),
  text: z.string().trim().max(MAX_SOURCE_CHARS, { error: AI_MESSAGES.textTooLong }).optional(),
  slideCount: z.number().int().min(3).max(12).default(6),
  language: Language.default('en'),
  requestId: z.string().trim().min(8).max(64).optional(),
});

export const pptScriptRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/lesson-generation/ppt-script',
  summary:
    "A slide deck as JSON for a topic: written by the model, or on the built-in engine filled from the given text (key concepts, the text's own sentences)",
  tags: ['ai', 'learn-ai'],
  access: access.roles('admin', 'instructor'),
  body: PptScriptBody,
  response: envelope(EngineInfo.extend({ deck: SlideDeckArtefact, credits: CreditUse })),
});

export const JsonToPptBody = z
  .object({ deck: SlideDeckArtefact.optional(), plan: LessonPlanArtefact.optional() })
  .refine((body) => Boolean(body.deck) !== Boolean(body.plan), {
    error: 'Please provide: deck or plan',
    path: ['deck'],
  });

export const jsonToPptRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/media-converter/json-to-ppt',
  summary: 'A PowerPoint file (.pptx) from a slide deck or a 5E lesson plan as JSON (no AI call, no credits)',
  tags: ['ai', 'learn-ai'],
  access: access.roles('admin', 'instructor'),
  body: JsonToPptBody,
  response: z.string().meta({ description: 'the .pptx file' }),
  media: { produces: [PPTX_TYPE] },
});
