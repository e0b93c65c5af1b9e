/**
 * A music service's address for something, if it is a web page's. The renderer makes every value
 * text, but an attribute still takes what it is given: a `javascript:` address from a service gone
 * wrong (or an uploader's link) would run as a link, so anything but http(s) is not linked.
 */
export function webAddress(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}
