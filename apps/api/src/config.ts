import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.string().url('must be an absolute URL such as https://tenuta.example').optional(),
  PAYMENT_PROVIDER: z.enum(['simulator', 'stripe'], { message: 'must be "simulator" or "stripe"' }).default('simulator'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** A stand-in of Stripe's API for tests, e.g. http://127.0.0.1:12111 (the SDK's host/port/protocol). */
  STRIPE_API_BASE: z.string().url('must be an absolute URL such as http://127.0.0.1:12111').optional(),
  /** Where the seed's payment API is mounted. */
  PAYMENTS_API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'must be a path such as /api/payments-api')
    .default('/api/payments-api'),
  /** Recipient of staff notifications (new bookings, automatic refunds). */
  STAFF_EMAIL: z.string().email('must be an e-mail address').default('staff@tenuta.example'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Tenuta <prenotazioni@tenuta.example>'),
  /** on: this process runs the job runner (e-mail outbox, hold sweep); off: it only serves HTTP. */
  JOBS: z.enum(['on', 'off'], { message: 'must be "on" or "off"' }).default('on'),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_BUILD_DIR: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits):
   * "loopback" (a proxy on this machine), a comma-separated list of addresses/CIDRs, or "none".
   */
  TRUST_PROXY: z.string().regex(/^(none|loopback|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be "none", "loopback" or a list of addresses/CIDRs').default('loopback'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
});

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; one clear line per bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as shells often export VAR= by accident.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`));
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.PAYMENT_PROVIDER === 'stripe') {
    if (!c.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    if (!c.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
