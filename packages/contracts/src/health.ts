import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineRoute } from './route';

export const HealthData = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), pending: z.number().int(), latest: z.string().nullable() }),
  realtime: z.enum(['single-process', 'redis']),
  version: z.string(),
});
export type HealthData = z.infer<typeof HealthData>;

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Server, database and migration state',
  tags: ['system'],
  access: access.public,
  response: envelope(HealthData),
});
