// What every resource is built from: its etag, the envelope of the parts asked for, the publication date, the player.
import { createHash } from 'node:crypto';

/** An etag of the shape YouTube sends: opaque, 27 URL-safe characters, changing with what it covers. */
export function etag(...about: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(about)).digest('base64url').slice(0, 27);
}

type PartBuilders = Partial<Record<string, () => unknown>>;

/** A resource as the API answers it: `kind`, `etag`, `id` and the parts asked for, nothing else. */
export function resource(
  kind: string,
  id: unknown,
  parts: readonly string[],
  build: PartBuilders,
  version: unknown = null,
) {
  const answer: Record<string, unknown> = { kind, etag: etag(kind, id, version, parts), id };
  for (const part of parts) {
    if (part === 'id') continue;
    const builder = build[part];
    if (!builder) throw new Error(`the ${kind} part ${part} is not served`);
    answer[part] = builder();
  }
  return answer;
}

export const PUBLISHED = '2020-01-01T00:00:00Z';

export const embed = (src: string) =>
  `<iframe width="480" height="270" src="${src}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`;
