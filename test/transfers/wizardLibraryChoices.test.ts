import test from 'ava';
import { within } from '@testing-library/dom';
import { h } from 'preact';
import { SERVICE_IDS, type ServiceId } from '../../src/integrations/serviceIds.js';
import { serviceName } from '../../src/integrations/registry.js';
import type { Capabilities } from '../../src/integrations/types.js';
import { SERVICES } from '../../src/integrations/services.js';
import { libraryChoices, type LibraryKind } from '../../src/wizard/libraryChoices.js';
import { WizardPage, type SideView } from '../../src/wizard/pages/wizardPage.js';
import { renderDocument } from '../../src/html/render.js';
import { parsePage } from '../helpers/dom.js';

// Issue #38: the wizard said "Deezer can't take them" of a Last.fm library that has no saved albums.
// Over every ordered pair of the services (a person may move between two accounts of one
// service, so those pairs are held too), each part of the library the page shows disabled names
// exactly the side that lacks what the part needs, as the adapters' capabilities say.

const CAPABILITIES = new Map<ServiceId, Capabilities>(SERVICES.map((service) => [service.id, service.capabilities]));

/** What each part needs: something of its kind on the source to read, and a write on the destination. */
const NEEDS = {
  likedTracks: { keeps: 'likedTracks', takes: 'likeTracks' },
  albums: { keeps: 'savedAlbums', takes: 'saveAlbums' },
  artists: { keeps: 'followedArtists', takes: 'followArtists' },
} as const;

const side = (role: 'source' | 'destination', service: ServiceId): SideView => ({
  role,
  connected: { service, name: 'Listener' },
  choices: [],
  leftOut: [],
  changing: false,
  changeHref: null,
  keepHref: '/wizard',
});

/** The library's lines as a person reads them: "Saved albums (Last.fm has none)". */
const KINDS: Record<string, LibraryKind> = {
  'Liked tracks': 'likedTracks',
  'Saved albums': 'albums',
  'Followed artists': 'artists',
};

/** The page as a person gets it once both sides are connected: each library line and its note. */
function libraryLines(source: ServiceId, destination: ServiceId) {
  const html = renderDocument(
    h(WizardPage, {
      partner: 'Partner',
      base: '/connect/transfer',
      csrf: 'x',
      source: side('source', source),
      destination: side('destination', destination),
      playlists: [],
      library: libraryChoices(
        { service: source, capabilities: CAPABILITIES.get(source)! },
        { service: destination, capabilities: CAPABILITIES.get(destination)! },
      ),
      canKeepInSync: false,
      error: null,
      latestTransfer: null,
      back: [],
    }),
  );
  const { screen, text } = parsePage(html);
  const boxes = within(screen.getByRole('group', { name: 'Library' })).getAllByRole<HTMLInputElement>('checkbox');
  const lines = boxes.map((box) => {
    const [, label, note] = /^(.+?)(?: \((.+)\))?$/.exec(text(box.closest('label')))!;
    return { box, kind: KINDS[label], note };
  });
  // An offered part is sent under its own name; a part that cannot move is a disabled box saying why.
  const enabled = lines.filter(({ box }) => !box.disabled).map(({ box }) => box.name);
  const disabled = new Map(lines.filter(({ box }) => box.disabled).map(({ kind, note }) => [kind as string, note]));
  return { enabled, disabled };
}

for (const source of SERVICE_IDS)
  for (const destination of SERVICE_IDS)
    test(`${source} to ${destination}: every “can’t” names the side that lacks it`, (t) => {
      const { enabled, disabled } = libraryLines(source, destination);
      const from = serviceName(source);
      const to = serviceName(destination);
      for (const [kind, need] of Object.entries(NEEDS)) {
        const noneToRead = CAPABILITIES.get(source)![need.keeps] === false;
        const cannotSave = !CAPABILITIES.get(destination)![need.takes];
        const note = disabled.get(kind);
        if (!noneToRead && !cannotSave) {
          t.true(enabled.includes(kind), `${kind} is offered`);
          t.is(note, undefined, `${kind} is not disabled`);
          continue;
        }
        t.false(enabled.includes(kind), `${kind} is not offered`);
        t.truthy(note, `${kind} says why`);
        const lacking = new Set<ServiceId>([...(noneToRead ? [source] : []), ...(cannotSave ? [destination] : [])]);
        const named = SERVICE_IDS.filter((id) => note!.includes(serviceName(id)));
        t.deepEqual(
          named,
          [...lacking].sort((a, b) => SERVICE_IDS.indexOf(a) - SERVICE_IDS.indexOf(b)),
          `${kind}: ${note}`,
        );
        // Each side is named for its own lack: the source for having none, the destination for not taking them.
        t.is(note!.startsWith(`${from} has none`), noneToRead, `${kind}: ${note}`);
        t.is(/can’t take them$/.test(note!), cannotSave, `${kind}: ${note}`);
        if (cannotSave && source !== destination) t.true(note!.endsWith(`${to} can’t take them`), `${kind}: ${note}`);
      }
    });

test('Last.fm to Deezer blames Last.fm for the albums and artists, and offers its loved tracks', (t) => {
  const { enabled, disabled } = libraryLines('lastfm', 'deezer');
  t.deepEqual(enabled, ['likedTracks']);
  t.deepEqual(Object.fromEntries(disabled), { albums: 'Last.fm has none', artists: 'Last.fm has none' });
});
