import test from 'ava';
import { h } from 'preact';
import { renderFragment } from '../../src/html/render.js';
import type { ItemRow, ResultItem } from '../../src/wizard/itemChoices.js';
import { NotMovedItem, type ItemContext } from '../../src/wizard/pages/notMovedItem.js';
import { parsePage } from '../helpers/dom.js';

// The summary's search box of a song not moved starts with the words a store finds it by: the
// title without the notes that name no other recording ("Rael - Remastered 2018" found nothing on
// the destination, "Rael" does), and the first artist credited rather than the list of them.

const CONTEXT: ItemContext = {
  action: '/connect/transfer/transfers/t/choices',
  page: '/connect/transfer/transfers/t',
  csrf: 'csrf',
  to: 'Spotify',
  destination: 'spotify',
  search: null,
  groupType: 'playlist',
  choosable: true,
};

function row(title: string, artists: string[], itemType: ItemRow['itemType'] = 'track'): ItemRow {
  return {
    title,
    artist: artists.join(', '),
    reason: 'notFound',
    itemType,
    bestGuess: null,
    bestGuessCandidate: null,
    matchingPercentage: null,
    chosen: null,
    source: { id: 'src', entryId: null, name: title, artists, album: null, isrc: null, durationMs: null },
  };
}

/** The search box of one item, as a person finds its fields: by their labels. */
function searchBox(itemRow: ItemRow) {
  const item: ResultItem = { key: '0.3', row: itemRow, found: false, choosing: false, guess: false, searchable: true };
  const page = parsePage(renderFragment(h('ul', {}, h(NotMovedItem, { item, context: CONTEXT }))));
  const search = page.screen.getByRole('search');
  const field = (label: string) => (page.screen.getByLabelText(label) as HTMLInputElement | null)?.value;
  return { search, field };
}

test('a song’s search starts with its title without remaster notes, and its first artist', (t) => {
  const box = searchBox(row('Rael - Remastered 2018', ['Genesis', 'Peter Gabriel']));
  t.is(box.field('Title'), 'Rael');
  t.is(box.field('Artist'), 'Genesis');
});

test('notes that name no other recording go; those that do stay', (t) => {
  const cases: [string, string][] = [
    ['Back in Black (2003 Remaster)', 'Back in Black'],
    ['Song Title (feat. Someone Else)', 'Song Title'],
    ['Levitating - Single Version', 'Levitating'],
    ['Heroes - Live at Wembley', 'Heroes live'],
    ['Midnight City (Chromatics Remix)', 'Midnight City chromatics remix'],
  ];
  for (const [title, expected] of cases) t.is(searchBox(row(title, ['A'])).field('Title'), expected, title);
});

test('an album goes without its edition notes; an artist is searched as it is named', (t) => {
  const album = searchBox(row('Abbey Road (Remastered) - EP', ['The Beatles'], 'album'));
  t.is(album.field('Album'), 'Abbey Road');
  t.is(album.field('Artist'), 'The Beatles');
  const artist = searchBox(row('Tyler, The Creator', ['Tyler, The Creator'], 'artist'));
  t.is(artist.field('Artist'), 'Tyler, The Creator');
  t.is(artist.search.querySelectorAll('input[name="artist"]').length, 0, 'one field for an artist');
});
