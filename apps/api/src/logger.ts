import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

const REDACTED = '[redacted]';

/** Query parameters whose values are credentials: manage, review and invite links carry `?token=`. */
const SECRET_PARAM = /token|secret|password/i;
/** Page paths whose tail is a credential: the staff set-password link and the partner reset link. */
const SECRET_PATHS = [/^\/+staff\/+setup(?=\/|$)/i, /^\/+partner\/+reset(?=\/|$)/i];

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * A request URL fit for a log: the values of secret-looking query parameters
 * and the credential at the end of a set-password or reset path replaced.
 * Names are compared decoded, so `t%6Fken=` is caught as well.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const decodedPath = decode(path);
  for (const prefix of SECRET_PATHS) {
    const m = prefix.exec(decodedPath);
    if (m && decodedPath.length > m[0].length + 1) path = `${m[0].replace(/\/+/g, '/')}/${REDACTED}`;
  }
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Free text (messages, error texts) with the same credentials blanked: `token=…`, `/staff/setup/…`, `Bearer …`. */
export function redactText(text: string): string {
  return text
    .replace(/([?&;\s]|^)([^=&?\s]*(?:token|secret|password)[^=&?\s]*=)[^&\s"'<>]*/gi, `$1$2${REDACTED}`)
    .replace(/(\/staff\/+setup\/|\/partner\/+reset\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`)
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Pino options for the API: request URLs through `redactUrl` (Fastify's own
 * request fields otherwise), credentials in headers censored wherever a
 * header object is logged, and free-text messages scrubbed.
 */
export function loggerOptions(level: Config['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'request.headers.authorization',
        'request.headers.cookie',
        'authorization',
        'cookie',
      ],
      censor: REDACTED,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
}

/** The process's logger (pretty on a terminal outside production); `destination` for tests that read the log. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const options = loggerOptions(config.LOG_LEVEL);
  if (destination) return pino(options, destination);
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return pino({ ...options, ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}) });
}
