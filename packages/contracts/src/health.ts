import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latency_ms: z.number().optional() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
