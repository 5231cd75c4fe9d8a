/**
 * Structured logs (pino): one JSON object a line, in production; pretty lines in development.
 * Nothing secret or personal reaches a line: secrets and personal fields are redacted by
 * name, and e-mail addresses, bearer and private-app tokens are masked inside any text
 * (messages, error messages and stacks: a database error may quote a row's e-mail).
 */
import { createRequire } from 'node:module';
import { pino, stdTimeFunctions } from 'pino';
import type { DestinationStream, Logger, LoggerOptions as PinoOptions } from 'pino';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** `info` by default (`error` under a test runner); STOREROOM_LOG_LEVEL overrides the default. */
  level?: string;
  /** Human-readable lines (pino-pretty, development only); default: NODE_ENV=development. */
  pretty?: boolean;
  /** Where lines go (default stdout); tests pass a stream and read the lines. */
  destination?: DestinationStream;
}

// The last label is letters: `pg-pool@3.10.1` in a stack is a package, not an address.
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}\b/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
const APP_TOKEN = /\bsrp_[A-Za-z0-9_-]+/g;
/** Field names whose values never reach a line. */
const REDACTED_KEYS =
  /pass(word)?|secret|token|authorization|cookie|api[_-]?key|credential|signature|e-?mail|phone/i;
export const REDACTED = '[redacted]';

/** Masks e-mail addresses and tokens inside a text. */
export function scrubText(text: string): string {
  return text
    .replace(AUTH_SCHEME, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(APP_TOKEN, REDACTED)
    .replace(EMAIL, '[email]');
}

function errorObject(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(cause !== undefined ? { cause: scrub(cause, depth + 1) } : {}),
  };
}

/** A copy of a value that is safe to log (see the module comment). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[…]';
  if (value instanceof Error) return errorObject(value, depth);
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = REDACTED_KEYS.test(key) && v !== undefined && v !== null ? REDACTED : scrub(v, depth + 1);
  return out;
}

function defaultLevel(): string {
  return process.env.STOREROOM_LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'error' : 'info');
}

/** pino-pretty when it is installed (a development dependency); else JSON lines. */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
    return pretty({ colorize: true, sync: true, ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

/**
 * The server's logger.
 *
 * @example
 * const logger = createLogger({ level: 'debug' });
 * logger.info({ orders: 3 }, 'exported');
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const config: PinoOptions = {
    level: options.level ?? defaultLevel(),
    timestamp: stdTimeFunctions.isoTime,
    formatters: { log: (object) => scrub(object) as Record<string, unknown> },
    serializers: { err: (e: unknown) => scrub(e) },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>,
        );
      },
    },
  };
  const pretty = options.pretty ?? process.env.NODE_ENV === 'development';
  const destination = options.destination ?? (pretty ? prettyStream() : undefined);
  return destination ? pino(config, destination) : pino(config);
}
