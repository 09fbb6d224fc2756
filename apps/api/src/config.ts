import path from 'node:path';
import { ADD_QUEUE_LIMIT, parseAbuseLimits, type AbuseLimits } from '@tenuta/booking';
import { demoSeller, NATURA, normalizeBic, normalizeIban, REGIME_FISCALE, type Seller } from '@tenuta/billing';
import { isLoopbackUrl } from '@tenuta/identity';
import { z } from 'zod';

const port = z.coerce.number().int().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  /** The interface to listen on; default: this machine only (127.0.0.1), or every interface (0.0.0.0) when PUBLIC_URL is a public address. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * A direct (session) connection to the same database, for what a transaction-pooling proxy (PgBouncer)
   * cannot carry: the seats_changed LISTEN and the start-up's migrations under an advisory lock. Default: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.string().url('must be an absolute URL such as https://tenuta.example').optional(),
  PAYMENT_PROVIDER: z.enum(['simulator', 'stripe'], { message: 'must be "simulator" or "stripe"' }).default('simulator'),
  /** The simulator on a public address (a demo site): anyone can "pay" with a test card, so it must be asked for. */
  ALLOW_PAYMENT_SIMULATOR: z.enum(['true', 'false'], { message: 'must be "true" or "false"' }).default('false'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** A stand-in of Stripe's API for tests, e.g. http://127.0.0.1:12111 (the SDK's host/port/protocol). */
  STRIPE_API_BASE: z.string().url('must be an absolute URL such as http://127.0.0.1:12111').optional(),
  /** Where the payment API is mounted (docs/product.md, Payment API). */
  PAYMENTS_API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'must be a path such as /api/payments-api')
    .default('/api/payments-api'),
  /** Recipient of staff notifications (new bookings, automatic refunds). */
  STAFF_EMAIL: z.string().email('must be an e-mail address').default('staff@tenuta.example'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tenuta <prenotazioni@tenuta.example>'),
  /** How many API processes serve this machine's port (node:cluster); default one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1, 'must be a whole number from 1 to 64').max(64, 'must be a whole number from 1 to 64').optional(),
  /** on: this process runs the job runner (e-mail outbox, hold sweep); off: it only serves HTTP. */
  JOBS: z.enum(['on', 'off'], { message: 'must be "on" or "off"' }).default('on'),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(20),
  /**
   * The guests' abuse limits (docs/domain/abuse-limits.md): unset for the defaults, "off" (a private
   * test server only), or overrides such as "seats_per_address=200,adds_per_address_minute=300".
   */
  ABUSE_LIMITS: z.string().optional(),
  /** Calls one OCTO API key may make per minute (429 with Retry-After past it; docs/domain/octo.md, Access). */
  OCTO_KEY_RATE_LIMIT: z.coerce.number().int().min(1, 'must be a whole number from 1 to 10000000').max(10_000_000, 'must be a whole number from 1 to 10000000').default(1200),
  /** How many adds to the cart one process keeps waiting before answering busy (503). */
  ADD_QUEUE_LIMIT: z.coerce.number().int().min(1, 'must be a whole number from 1 to 100000').max(100_000, 'must be a whole number from 1 to 100000').default(ADD_QUEUE_LIMIT),
  /** Days the .eml copies of sent e-mails stay in DATA_DIR/outbox before the retention job deletes them. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1, 'must be a whole number of days from 1 to 3650').max(3650, 'must be a whole number of days from 1 to 3650').default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_BUILD_DIR: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits):
   * "loopback" (a proxy on this machine), a comma-separated list of addresses/CIDRs, or "none".
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(none|loopback|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be "none", "loopback" or a list of addresses/CIDRs')
    .default('loopback'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Bearer token of GET /api/metrics (Prometheus); unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How many backups `npm run backup` keeps in DATA_DIR/backups (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be a whole number from 1 to 1000').max(1000, 'must be a whole number from 1 to 1000').default(14),
  /** Days after the experience before a referrer's commission is approved (refunds and no-shows come in by then). */
  COMMISSION_HOLD_DAYS: z.coerce.number().int().min(0, 'must be a whole number of days from 0 to 365').max(365, 'must be a whole number of days from 0 to 365').default(14),
  /** The estate's bank account that pays partner payouts (the SEPA file's debtor); a loopback install uses demo values. */
  SELLER_NAME: z.string().min(1).max(70).optional(),
  SELLER_IBAN: z.string().optional(),
  SELLER_BIC: z.string().optional(),
  /**
   * The estate as the seller on its invoices and e-invoices (with SELLER_NAME and SELLER_IBAN):
   * demo values on a loopback install or a demo site, required on a public address. The estate
   * confirms its tax regime and VAT rates with its accountant (README, Configuration).
   */
  SELLER_VAT: z
    .string()
    .regex(/^(IT)?\d{11}$/, 'must be an Italian VAT number: 11 digits, optionally after IT')
    .optional(),
  SELLER_FISCAL_CODE: z
    .string()
    .regex(/^[A-Z0-9]{11,16}$/, 'must be 11 to 16 capital letters or digits')
    .optional(),
  SELLER_ADDRESS: z.string().trim().min(1).max(60).optional(),
  SELLER_CITY: z.string().trim().min(1).max(60).optional(),
  SELLER_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, 'must be five digits')
    .optional(),
  SELLER_PROVINCE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be two capital letters, e.g. CN')
    .optional(),
  /** RegimeFiscale: RF01 ordinary, RF19 flat-rate… (the accountant says). */
  SELLER_REGIME: z.enum(REGIME_FISCALE, { message: 'must be a RegimeFiscale code such as RF01' }).default('RF01'),
  SELLER_EMAIL: z.string().email('must be an e-mail address').optional(),
  /** The Natura code written on invoice lines at 0 % VAT (an experience with vat_bps 0). */
  SELLER_VAT_ZERO_NATURE: z.enum(NATURA, { message: 'must be a Natura code such as N2.2' }).default('N2.2'),
  /** The legal reference (RiferimentoNormativo) printed for that Natura; unset: the code's default (docs/domain/invoices.md). */
  SELLER_VAT_ZERO_REFERENCE: z
    .string()
    .trim()
    .regex(/^[\u0020-\u007e\u00a0-\u00ff]{1,100}$/, 'must be 1 to 100 Latin-1 characters')
    .optional(),
  /** true: the EUR 2.00 stamp duty is charged to the reseller as a line of its deferred invoice; false: the estate bears it. */
  STAMP_DUTY_CHARGED: z.enum(['true', 'false'], { message: 'must be "true" or "false"' }).default('false'),
  /** How long a gift voucher stays valid, in months from its issue (to the end of that Rome day); docs/domain/gift-vouchers.md. */
  GIFT_VOUCHER_VALID_MONTHS: z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number of months from 1 to 120')
    .max(120, 'must be a whole number of months from 1 to 120')
    .default(12),
  /** A referrer's approved balance is paid once it reaches this (cents; EUR 50 by default); below it rolls over. */
  PAYOUT_THRESHOLD_CENTS: z.coerce
    .number()
    .int()
    .min(100, 'must be a whole number of cents from 100 to 10000000')
    .max(10_000_000, 'must be a whole number of cents from 100 to 10000000')
    .default(5000),
});

export type Config = Omit<z.infer<typeof schema>, 'HOST'> & { HOST: string; dataDir: string; publicUrl: string; abuseLimits: AbuseLimits; seller: Seller };

/** True for an interface of this machine only: localhost, 127.x.x.x and ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}

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
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // One rule decides a local install (demo accounts, the payment simulator without opt-in, the demo seller):
  // a loopback PUBLIC_URL. Such an install listens on this machine only; a HOST that other machines reach needs
  // a PUBLIC_URL that says where they reach it, and that install is public.
  const host = c.HOST ?? (isLoopbackUrl(publicUrl) ? '127.0.0.1' : '0.0.0.0');
  if (isLoopbackUrl(publicUrl) && !isLoopbackHost(host)) {
    problems.push(
      `HOST=${JSON.stringify(host)}: other machines could reach this server, but PUBLIC_URL is the local address ${publicUrl} (demo accounts and the payment simulator are on for it); set PUBLIC_URL to the address they use (a public install), or leave HOST unset to listen on this machine only`,
    );
  }
  if (c.PAYMENT_PROVIDER === 'simulator' && c.ALLOW_PAYMENT_SIMULATOR !== 'true' && !isLoopbackUrl(publicUrl)) {
    problems.push(
      `PAYMENT_PROVIDER=simulator: refused on the public address ${publicUrl} (anyone could pay with a test card); use PAYMENT_PROVIDER=stripe, or set ALLOW_PAYMENT_SIMULATOR=true for a demo site`,
    );
  }
  if (c.SELLER_IBAN && !normalizeIban(c.SELLER_IBAN)) problems.push(`SELLER_IBAN=${JSON.stringify(c.SELLER_IBAN)}: not a valid IBAN`);
  if (c.SELLER_BIC && !normalizeBic(c.SELLER_BIC)) problems.push(`SELLER_BIC=${JSON.stringify(c.SELLER_BIC)}: not a valid BIC`);
  const seller = sellerOf(c, publicUrl, problems);
  let abuseLimits: AbuseLimits | undefined;
  try {
    abuseLimits = parseAbuseLimits(c.ABUSE_LIMITS);
  } catch (e) {
    problems.push(`ABUSE_LIMITS=${JSON.stringify(c.ABUSE_LIMITS)}: ${(e as Error).message}`);
  }
  if (problems.length || !abuseLimits) throw new ConfigError(problems);
  return { ...c, HOST: host, dataDir: path.resolve(c.DATA_DIR), publicUrl, abuseLimits, seller };
}

const SELLER_REQUIRED = ['SELLER_NAME', 'SELLER_VAT', 'SELLER_ADDRESS', 'SELLER_CITY', 'SELLER_POSTAL_CODE', 'SELLER_PROVINCE'] as const;

/**
 * The seller on invoices from SELLER_*: a loopback install or a demo site (ALLOW_PAYMENT_SIMULATOR)
 * falls back on the demo company; a public site must name its own (one problem per missing value).
 */
function sellerOf(c: z.infer<typeof schema>, publicUrl: string, problems: string[]): Seller {
  if (!isLoopbackUrl(publicUrl) && c.ALLOW_PAYMENT_SIMULATOR !== 'true') {
    for (const key of SELLER_REQUIRED) if (!c[key]) problems.push(`${key}: required on the public address ${publicUrl} (the estate's data on its invoices)`);
  }
  const vatNumber = c.SELLER_VAT?.replace(/^IT/, '') ?? demoSeller.vatNumber;
  const own = Boolean(c.SELLER_VAT);
  return {
    ...demoSeller,
    name: c.SELLER_NAME ?? demoSeller.name,
    vatNumber,
    fiscalCode: c.SELLER_FISCAL_CODE ?? vatNumber,
    address: c.SELLER_ADDRESS ?? demoSeller.address,
    city: c.SELLER_CITY ?? demoSeller.city,
    postalCode: c.SELLER_POSTAL_CODE ?? demoSeller.postalCode,
    province: c.SELLER_PROVINCE ?? demoSeller.province,
    regime: c.SELLER_REGIME,
    iban: normalizeIban(c.SELLER_IBAN) ?? (own ? null : demoSeller.iban),
    email: c.SELLER_EMAIL ?? (own ? null : demoSeller.email),
    phone: own ? null : demoSeller.phone,
    zeroVatNature: c.SELLER_VAT_ZERO_NATURE,
    zeroVatReference: c.SELLER_VAT_ZERO_REFERENCE ?? null,
    stampDutyCharged: c.STAMP_DUTY_CHARGED === 'true',
  };
}
