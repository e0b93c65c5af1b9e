import { createHash } from 'node:crypto';

/** Parameters Last.fm leaves out of a signature (its docs: every parameter but `format` and `callback`). */
const UNSIGNED = new Set(['format', 'callback', 'api_sig']);

/**
 * `api_sig` of a call: the MD5 (hex) of every parameter's name and value, sorted by name and
 * joined without separators, followed by the app's shared secret, in UTF-8.
 */
export function lastfmSignature(params: Record<string, string>, sharedSecret: string): string {
  const joined = Object.keys(params)
    .filter((name) => !UNSIGNED.has(name))
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  return createHash('md5').update(`${joined}${sharedSecret}`, 'utf8').digest('hex');
}
