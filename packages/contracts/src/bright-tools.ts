import { z } from 'zod';
import { access } from './access';
import { EngineKind } from './ai';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

/**
 * Bright AI around the generations (issue 15): an institute's own provider set by its admin, the tools a
 * teacher marks as favourites (SPEC §7 bright-tools/favourites), the history of a teacher's generations,
 * and the admin's view of credit use per teacher.
 */

export const AI_PROVIDER_MESSAGES = defineMessages('aiProvider', {
  saved: 'AI service saved',
  removed: 'AI service removed: the server default answers again',
  badUrl: 'Please provide a valid http or https address for the AI service',
  privateUrl: 'This address is not allowed: it points at a private or local network',
  unresolvable: 'This address could not be found',
  modelRequired: 'Please provide: model',
  favouriteSaved: 'Favourites saved',
  notFound: 'Generation not found',
} as const);

export const AiProviderView = z.object({
  /** Whether the institute has its own provider (otherwise the server's default answers). */
  configured: z.boolean(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** Only whether a key is stored: the key itself never leaves the server. */
  keySet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AiProviderView = z.infer<typeof AiProviderView>;

export const AiProviderBody = z.object({
  baseUrl: z
    .string({ error: AI_PROVIDER_MESSAGES.badUrl })
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: AI_PROVIDER_MESSAGES.badUrl }),
  model: z
    .string({ error: AI_PROVIDER_MESSAGES.modelRequired })
    .trim()
    .min(1, { error: AI_PROVIDER_MESSAGES.modelRequired })
    .max(200),
  /** A new key; omitted or empty keeps the stored one. */
  apiKey: z.string().trim().max(500).optional(),
  /** true removes the stored key (a server that needs none). */
  clearKey: z.boolean().default(false),
});
export type AiProviderBody = z.input<typeof AiProviderBody>;

export const aiProviderRoute = defineRoute({
  method: 'GET',
  path: '/api/ai/provider',
  summary: "The admin's institute's own AI service (address and model; only whether a key is set)",
  tags: ['ai'],
  access: access.roles('admin'),
  response: envelope(AiProviderView),
});

export const aiProviderUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/provider/update',
  summary:
    "Sets the institute's own OpenAI-compatible service (used instead of the server's for its runs); the key is stored encrypted. Private and loopback addresses are refused",
  tags: ['ai'],
  access: access.roles('admin'),
  body: AiProviderBody,
  response: envelope(AiProviderView),
});

export const aiProviderRemoveRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/provider/remove',
  summary: "Removes the institute's own AI service (the server's default answers again)",
  tags: ['ai'],
  access: access.roles('admin'),
  response: envelope(AiProviderView),
});

/** The tools of Bright AI's home; favourites name them. */
export const BRIGHT_TOOLS = ['questions', 'plan', 'summary', 'rubric', 'flashcards', 'slides'] as const;
export const BrightTool = z.enum(BRIGHT_TOOLS);
export type BrightTool = z.infer<typeof BrightTool>;

export const FavouritesView = z.object({ tools: z.array(BrightTool) });

export const favouritesRoute = defineRoute({
  method: 'GET',
  path: '/api/bright-tools/favourites',
  summary: "The caller's favourite Bright AI tools, in the order they were marked",
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  response: envelope(FavouritesView),
});

export const FavouriteBody = z.object({ tool: BrightTool, favourite: z.boolean() });
export const favouriteUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/bright-tools/favourites',
  summary: 'Marks or unmarks one Bright AI tool as a favourite of the caller',
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  body: FavouriteBody,
  response: envelope(FavouritesView),
});

export const HistoryItem = z.object({
  id: z.string(),
  feature: z.string(),
  title: z.string(),
  engine: EngineKind,
  model: z.string().nullable(),
  createdAt: z.string(),
  /** The artefact as it was made (a quiz, a plan, a summary, a rubric …: its feature says which). */
  result: z.unknown(),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const aiHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/ai/history',
  summary: "The caller's most recent Bright AI results in their active institute, newest first",
  tags: ['ai'],
  access: access.roles('admin', 'instructor'),
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) }),
  response: envelope(z.array(HistoryItem)),
});

export const TeacherCreditUse = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  runs: z.number(),
  failed: z.number(),
  credits: z.number(),
  tokens: z.number(),
  lastRunAt: z.string(),
});
export type TeacherCreditUse = z.infer<typeof TeacherCreditUse>;

export const aiCreditUseRoute = defineRoute({
  method: 'GET',
  path: '/api/ai/credits/usage',
  summary:
    "AI credit use per teacher of the admin's institute over the last `days` days: runs, failed runs (refunded), credits net of refunds, tokens",
  tags: ['ai'],
  access: access.roles('admin'),
  query: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
  response: envelope(z.array(TeacherCreditUse)),
});
