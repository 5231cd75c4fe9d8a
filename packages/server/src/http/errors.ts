import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { FieldErrors } from '@storeroom/core/client';

/** The spec's permission-denied message (auth-contract.md). */
export const PERMISSION_DENIED = "You don't have permission to do this.";

/**
 * An error with an HTTP answer: `{ message }` or, for 422, `{ errors: { field: [messages] } }`
 * (spec 1 §8). Throw it from any handler or hook; the server turns it into the response.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: { message: string; [extra: string]: unknown } | { errors: FieldErrors };

  constructor(
    status: number,
    body: string | { message: string; [extra: string]: unknown } | { errors: FieldErrors },
  ) {
    const normalized = typeof body === 'string' ? { message: body } : body;
    super('message' in normalized ? normalized.message : 'Validation failed');
    this.name = 'HttpError';
    this.status = status;
    this.body = normalized;
  }
}

/** 404 `{ message }`. */
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
/** 403 with the spec's message. */
export const forbidden = (): HttpError => new HttpError(403, PERMISSION_DENIED);
/** 422 `{ errors }`. */
export const invalid = (errors: FieldErrors): HttpError => new HttpError(422, { errors });
/** 422 for one field. */
export const invalidField = (field: string, message: string): HttpError => invalid({ [field]: [message] });

/** Field errors of a zod failure, keyed by dotted path (`profile.email`); the root is `_`. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses a zod schema or throws 422 with the field errors. */
export function parseOr422<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * Reads a JSON body: an empty body is `{}`; malformed JSON is 400 with a message (never a
 * 500); anything but an object or array is 400 as well.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body.');
  }
  if (value === null || typeof value !== 'object')
    throw new HttpError(400, 'The request body must be a JSON object.');
  assertSafeInput(value);
  return value;
}

/** How deep a body may nest (a saved view, a filter, a template's columns are far shallower). */
export const MAX_INPUT_DEPTH = 32;

/**
 * The longest text any JSON field may hold, whatever its contract says (a field's own, smaller
 * `max` still applies after): 65,535 characters, the size of a long description. Before it, a
 * 900 KB vendor name was saved (issue 17).
 */
export const MAX_TEXT_LENGTH = 65_535;
export const TEXT_TOO_LONG = `Text is too long (at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters).`;

/**
 * Refuses input the database cannot hold or a handler should never walk: NUL characters in
 * any text (PostgreSQL text cannot store them), nesting deeper than {@link MAX_INPUT_DEPTH} and
 * text longer than {@link MAX_TEXT_LENGTH} (422 on the field's dotted path). One check at the
 * door, for every body, instead of a 500 or an oversized row deep inside a handler.
 */
export function assertSafeInput(value: unknown): void {
  // Each entry keeps its parent's, so a field's dotted path is built only for an error.
  type Entry = { node: unknown; depth: number; key: string; parent: Entry | null };
  const pathOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let e: Entry | null = entry; e?.parent; e = e.parent) keys.unshift(e.key);
    return keys.join('.') || '_';
  };
  const stack: Entry[] = [{ node: value, depth: 0, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { node, depth } = entry;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) throw invalid({ _: ['Text can not contain NUL characters.'] });
      if (node.length > MAX_TEXT_LENGTH) throw invalid({ [pathOf(entry)]: [TEXT_TOO_LONG] });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalid({ _: ['The request is nested too deeply.'] });
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000')) throw invalid({ _: ['Text can not contain NUL characters.'] });
      if (key.length > MAX_TEXT_LENGTH) throw invalid({ _: [TEXT_TOO_LONG] });
      stack.push({ node: child, depth: depth + 1, key, parent: entry });
    }
  }
}

const ID = /^[1-9][0-9]{0,9}$/;

/** A path id: a positive 32-bit integer, or 404 (never reaches the database otherwise). */
export function parseId(raw: string | undefined, message = 'Not found'): number {
  if (!raw || !ID.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id > 2_147_483_647) throw notFound(message);
  return id;
}
