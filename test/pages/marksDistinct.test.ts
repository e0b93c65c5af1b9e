import test from 'ava';
import { h } from 'preact';
import { renderFragment } from '../../src/html/render.js';
import { SERVICES } from '../../src/integrations/services.js';
import { serviceName } from '../../src/integrations/registry.js';
import { ServiceMark, ServiceTile } from '../../src/pages/marks.js';
import { parsePage } from '../helpers/dom.js';

// Each service's mark tells it from every other at a glance: no two share their letters (Spotify
// and SoundCloud were both an S), nor their shape and colour together. A mark is decoration; its
// tile is named by the service's name.

const pairs = SERVICES.flatMap((a, i) => SERVICES.slice(i + 1).map((b) => [a, b] as const));

test('no two services’ marks share their letters, nor their shape and colour', (t) => {
  for (const [a, b] of pairs) {
    t.not(a.mark.letter.toUpperCase(), b.mark.letter.toUpperCase(), `${a.id} and ${b.id}: letters`);
    t.false(
      a.mark.shape === b.mark.shape && a.mark.colour.toLowerCase() === b.mark.colour.toLowerCase(),
      `${a.id} and ${b.id}: shape and colour`,
    );
  }
});

test('a mark draws its letters in its colour, hidden from assistive technology; its tile is named', (t) => {
  for (const service of SERVICES) {
    const { document } = parsePage(renderFragment(h(ServiceMark, { id: service.id })));
    const svg = document.querySelector('svg.mark')!;
    t.is(svg.getAttribute('aria-hidden'), 'true', service.id);
    t.is(svg.firstElementChild?.getAttribute('fill'), service.mark.colour, service.id);
    t.is(svg.querySelector('text')?.textContent, service.mark.letter, service.id);
    t.true(service.mark.letter.length >= 1 && service.mark.letter.length <= 2, `${service.id}: one or two letters`);

    const tile = parsePage(renderFragment(h('a', { href: '#' }, h(ServiceTile, { id: service.id }))));
    t.truthy(tile.screen.getByRole('link', { name: serviceName(service.id) }), service.id);
  }
});
