/**
 * The rule for a partner's logo, shown at the top of its sign-in page: an https address, in every
 * deployment. The hosted pages load images only over https (their Content-Security-Policy says
 * `img-src 'self' data: https:`), so an http logo would be taken here and then never shown there;
 * it would also reach people unencrypted, which a browser blocks on an https page anyway.
 */

const EXAMPLE = 'such as https://your-site.example/logo.png';

/** What is wrong with `raw` as a logo address, in words for the person who typed it; null when it may be one. */
export function logoUrlProblem(raw: string): string | null {
  if (raw.trim() !== raw || raw === '') return `Enter the https address of your logo, ${EXAMPLE}.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `“${raw}” is not a complete web address: it needs https:// and a host, ${EXAMPLE}.`;
  }
  if (url.protocol === 'http:')
    return `“${raw}” uses http: your sign-in page shows pictures only from https addresses, so this logo would never show there. Use its https address.`;
  if (url.protocol !== 'https:')
    return `“${raw}” is not a web address: a logo is an https address of a picture, ${EXAMPLE}.`;
  if (url.username || url.password)
    return `“${raw}” carries a user name or password (the part before @); a logo address can’t.`;
  if (raw.length > 2000) return 'The logo address is longer than 2,000 characters; use a shorter one.';
  return null;
}
