import { z } from 'zod';

/** Every successful JSON answer: `{ message, data }` (ARCHITECTURE.md §2). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/**
 * Every failed JSON answer: `{ message, code, params? }` plus optional fields. `code` is the message's
 * code in the catalogue (message-catalogue.ts): the web translates by it; `message` stays the English text.
 */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    requestId: z.string().optional(),
    type: z.string().optional(),
    feature: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyData = z.object({}).strict();
