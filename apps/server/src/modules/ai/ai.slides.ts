import { AI_MESSAGES, type SlideDeckArtefact, SlideDeckArtefact as DeckSchema } from '@bright/contracts';
import PptxGenJS from 'pptxgenjs';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { creditUse } from './ai.credits';
import { assertBuiltinCan } from './ai.engine';
import { slidesPrompt } from './ai.prompts';
import { type AiContext, charged } from './ai.service';
import { builtinDeck } from './builtin/builtin-slides';

/** Slide decks: the JSON script (a model, or the built-in engine from a text), and the .pptx made from it. */

interface ScriptInput {
  topic: string;
  text?: string;
  slideCount: number;
  language: string;
  requestId?: string;
}

export async function pptScript(ctx: AiContext, actor: Actor, input: ScriptInput, signal?: AbortSignal) {
  const model = ctx.engine.model;
  let builtin: SlideDeckArtefact | null = null;
  if (!model) {
    assertBuiltinCan({ text: input.text, language: input.language });
    builtin = builtinDeck(input.topic, input.text!, input.slideCount, input.language);
    if (builtin.slides.length < 2) throw badRequest(AI_MESSAGES.notEnoughText);
  }
  const { value, run } = await charged(ctx, actor, 'slides', input.requestId, async () => {
    const made = builtin
      ? { value: builtin, tokens: 0 }
      : await model!.generate({
          schema: DeckSchema,
          ...slidesPrompt(input.topic, input.slideCount, input.language, input.text),
          normalise: (deck) => ({ ...deck, slides: deck.slides.slice(0, input.slideCount) }),
          signal,
        });
    return { ...made, output: { title: input.topic, result: { deck: made.value } } };
  });
  return { ...ctx.engine.info, deck: value, credits: creditUse(run) };
}

const PURPLE = '5B2C83';

/** A 16:9 deck: a title slide, then one slide per entry with its bullets and speaker notes. */
export async function renderPptx(deck: SlideDeckArtefact, rtl: boolean): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.rtlMode = rtl;
  const cover = pptx.addSlide();
  cover.background = { color: PURPLE };
  cover.addText(deck.title, {
    x: 0.6,
    y: 2.6,
    w: 12.1,
    h: 1.6,
    fontSize: 40,
    bold: true,
    color: 'FFFFFF',
    rtlMode: rtl,
  });
  for (const slide of deck.slides) {
    const page = pptx.addSlide();
    page.addText(slide.title, { x: 0.6, y: 0.4, w: 12.1, h: 1, fontSize: 30, bold: true, color: PURPLE, rtlMode: rtl });
    if (slide.bullets.length)
      page.addText(
        slide.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.8, y: 1.6, w: 11.7, h: 5.2, fontSize: 20, valign: 'top', rtlMode: rtl },
      );
    if (slide.notes) page.addNotes(slide.notes);
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
