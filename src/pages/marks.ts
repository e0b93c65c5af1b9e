import { SERVICES } from '../integrations/services.js';
import type { MarkStyle } from '../integrations/serviceRecord.js';
import { serviceName } from '../integrations/registry.js';
import { escapeHtml } from './html.js';

/** Each service's mark, from its record (our own shapes, never the services' logos). */
export const SERVICE_MARKS: ReadonlyMap<string, MarkStyle> = new Map(
  SERVICES.map((service) => [service.id, service.mark]),
);

/** A service we have no mark for still gets one, in a neutral grey. */
function styleOf(id: string): MarkStyle {
  return (
    SERVICE_MARKS.get(id) ?? {
      shape: 'circle',
      colour: '#5F6368',
      ink: '#FFFFFF',
      letter: (id.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase(),
    }
  );
}

const SHAPES: Record<MarkStyle['shape'], (fill: string) => string> = {
  circle: (fill) => `<circle cx="20" cy="20" r="20" fill="${fill}"/>`,
  rounded: (fill) => `<rect width="40" height="40" rx="10" fill="${fill}"/>`,
  square: (fill) => `<rect width="40" height="40" fill="${fill}"/>`,
};

/**
 * A service's mark as inline SVG, `size` CSS pixels square. It is decoration beside the service's
 * name, so assistive technology skips it; a page that shows the mark alone must name it itself.
 */
export function serviceMark(id: string, size = 40): string {
  const style = styleOf(id);
  return (
    `<svg class="mark" width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true" focusable="false">` +
    SHAPES[style.shape](style.colour) +
    `<text x="20" y="21" text-anchor="middle" dominant-baseline="middle" fill="${style.ink}" ` +
    `font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-size="21" font-weight="700">${style.letter}</text></svg>`
  );
}

/**
 * A service's mark with its name under it. A letter alone leaves people guessing (Spotify and
 * SoundCloud are both an S), so every mark a page shows is captioned. The name is the tile's text:
 * inside a link it is the link's name, and a page that also names the service beside the tile
 * needs nothing more.
 */
export function serviceTile(id: string, size = 40): string {
  return `<span class="tile" data-tile="${escapeHtml(id)}">${serviceMark(id, size)}<span class="tile-name">${escapeHtml(serviceName(id))}</span></span>`;
}
