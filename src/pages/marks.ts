import type { ServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import { escapeHtml } from './html.js';

/**
 * How a service's mark is drawn: a plain shape in the service's brand colour with its initial.
 * Our own marks, never the services' logos (which are theirs to license), and inline SVG, so a
 * page loads no image from anywhere.
 */
export interface MarkStyle {
  shape: 'circle' | 'rounded' | 'square';
  /** The brand colour the shape is filled with. */
  colour: string;
  /** The initial's colour: whichever of black and white reads better on the brand colour. */
  ink: string;
  letter: string;
}

export const SERVICE_MARKS: Record<ServiceId, MarkStyle> = {
  spotify: { shape: 'circle', colour: '#1DB954', ink: '#000000', letter: 'S' },
  deezer: { shape: 'rounded', colour: '#A238FF', ink: '#FFFFFF', letter: 'D' },
  appleMusic: { shape: 'rounded', colour: '#FA243C', ink: '#FFFFFF', letter: 'A' },
  tidal: { shape: 'square', colour: '#000000', ink: '#FFFFFF', letter: 'T' },
  youtubeMusic: { shape: 'circle', colour: '#FF0000', ink: '#FFFFFF', letter: 'Y' },
  soundcloud: { shape: 'rounded', colour: '#FF5500', ink: '#000000', letter: 'S' },
  qobuz: { shape: 'circle', colour: '#000000', ink: '#FFFFFF', letter: 'Q' },
  beatport: { shape: 'rounded', colour: '#01FF95', ink: '#000000', letter: 'B' },
  lastfm: { shape: 'circle', colour: '#D51007', ink: '#FFFFFF', letter: 'L' },
};

/** A service we have no mark for still gets one, in a neutral grey. */
function styleOf(id: string): MarkStyle {
  return (
    SERVICE_MARKS[id as ServiceId] ?? {
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
