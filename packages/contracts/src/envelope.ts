import { z } from 'zod';

/** Every successful JSON answer: `{ message, data }` (ARCHITECTURE.md §2). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** Every failed JSON answer: `{ message }` plus optional fields. */
export const errorBody = z
  .object({
    message: z.string(),
    requestId: z.string().optional(),
    type: z.string().optional(),
    feature: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyData = z.object({}).strict();
