import { ApiError } from './errors.js';

/**
 * How deep a request body's arrays and objects may nest. No body of the interface goes past five;
 * a body thousands deep costs every recursive step after the parser (validation, the idempotency
 * digest, logging) its stack, and one such step overflowing answered 500.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of arrays and objects in a JSON text, read once from start to end. */
export function jsonDepth(text: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * body-parser's `verify` hook: refuses a body nested deeper than MAX_JSON_DEPTH before it is
 * parsed. The error keeps its status through body-parser, so the error handler answers 400.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw new ApiError(
      400,
      'bodyTooDeep',
      `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
    );
  }
}
