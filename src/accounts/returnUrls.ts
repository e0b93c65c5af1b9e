/**
 * Return URLs are compared exactly (scheme, host, port, path and query), after the URL parser's
 * own normalisation, so `https://a.com/cb` never admits `https://a.com.evil/cb`, `//evil`,
 * `https://a.com@evil/cb` or another path: there is no prefix or pattern matching.
 */
export function normaliseReturnUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.hash) return null;
  return url.toString();
}

/** Whether `candidate` is exactly one of the account's Return URLs. */
export function isAllowedReturnUrl(allowed: string[], candidate: string): boolean {
  const normalised = normaliseReturnUrl(candidate);
  return normalised !== null && allowed.includes(normalised);
}
