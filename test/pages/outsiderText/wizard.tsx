import type { LibraryChoice } from '../../../src/wizard/libraryChoices.js';
import type { ItemRow, ItemSearch, ResultItem } from '../../../src/wizard/itemChoices.js';
import { CopiesPage } from '../../../src/wizard/pages/copiesPage.js';
import { WizardErrorPage } from '../../../src/wizard/pages/errorPage.js';
import { LaunchPage } from '../../../src/wizard/pages/launchPage.js';
import type { Action } from '../../../src/wizard/pages/layout.js';
import { ProgressPage } from '../../../src/wizard/pages/progressPage.js';
import { ResultPage, type ResultGroup, type ResultPageProps } from '../../../src/wizard/pages/resultPage.js';
import type { SideView } from '../../../src/wizard/pages/sides.js';
import { StopSyncPage, SyncsPage, type ShownSync } from '../../../src/wizard/pages/syncsPage.js';
import { WizardPage, type WizardPageProps } from '../../../src/wizard/pages/wizardPage.js';
import type { Tally } from '../../../src/transfers/tally.js';
import type { PageCase } from './cases.js';

// The transfer wizard's pages. Outsiders write the partner's name (and its Return URL), the
// listeners' account names, the playlists' names, ids and addresses, the tracks, albums and artists
// of a transfer, the best guesses and what a catalogue search finds (all from the music services),
// and the words a person types into the search of an item, which the page echoes.

const BASE = '/connect/transfer';
const TRANSFER_ID = '3f0c6a3e-8f5d-4b7e-9a41-2c1d5e6f7a80';
const at = new Date('2026-03-01T10:00:00Z');

const back = (text: string): Action[] => [
  { href: `https://partner.example/done?from=${text}`, label: `Back to ${text}` },
];
const onService = (text: string) => `https://open.spotify.example/playlist/${text}`;

function side(role: SideView['role'], text: string, marks: Partial<SideView> = {}): SideView {
  return {
    role,
    connected: { service: role === 'source' ? 'deezer' : 'spotify', name: text },
    choices: [],
    leftOut: [],
    changing: false,
    changeHref: `${BASE}/wizard?change=${role}#${role}-title`,
    keepHref: `${BASE}/wizard`,
    ...marks,
  };
}

const open = (role: SideView['role'], text: string, marks: Partial<SideView> = {}) =>
  side(role, text, {
    connected: null,
    choices: ['spotify', 'deezer', 'tidal'].map((id) => ({ id, href: `${BASE}/connect/${role}/${id}` })),
    leftOut: ['appleMusic'],
    ...marks,
  });

const LIBRARY: LibraryChoice[] = [
  { kind: 'likedTracks', label: 'Liked tracks', cannot: null },
  { kind: 'albums', label: 'Saved albums', cannot: 'Last.fm has none' },
  { kind: 'artists', label: 'Followed artists', cannot: 'Last.fm has none, and Deezer can’t take them' },
];

function wizard(text: string, marks: Partial<WizardPageProps>): WizardPageProps {
  return {
    partner: text,
    base: BASE,
    csrf: 'csrf-token',
    source: side('source', text),
    destination: side('destination', text),
    playlists: null,
    library: LIBRARY,
    canKeepInSync: true,
    error: null,
    latestTransfer: TRANSFER_ID,
    back: back(text),
    ...marks,
  };
}

const playlists = (text: string) => [
  { id: text, name: text, totalItems: 12 },
  { id: `${text}-2`, name: text, totalItems: 1 },
  { id: `${text}-3`, name: text, totalItems: null },
];

function tally(notMovedBy: Record<string, number>): Tally {
  const notMoved = Object.values(notMovedBy).reduce((a, b) => a + b, 0);
  return { total: 40, added: 36 - notMoved, alreadyThere: 2, notMoved, notMovedBy, notReached: 2 };
}

function row(text: string, marks: Partial<ItemRow> = {}): ItemRow {
  return {
    title: text,
    artist: text,
    reason: 'lowConfidence',
    itemType: 'track',
    bestGuess: `${text} — ${text}`,
    bestGuessCandidate: { id: text, name: text, artists: [text], album: text, isrc: null, url: onService(text) },
    matchingPercentage: 71,
    chosen: null,
    source: { id: text, entryId: null, name: text, artists: [text], album: text, isrc: null, durationMs: null },
    ...marks,
  };
}

function items(text: string): ResultItem[] {
  const item = (key: string, marks: Partial<ResultItem>, rowMarks: Partial<ItemRow> = {}): ResultItem => ({
    key,
    row: row(text, rowMarks),
    found: true,
    choosing: false,
    guess: true,
    searchable: true,
    ...marks,
  });
  return [
    item('0.3', {}),
    item('0.4', { guess: false }, { reason: 'notFound', bestGuess: null, bestGuessCandidate: null }),
    item('0.5', {}, { bestGuessCandidate: { ...row(text).bestGuessCandidate!, url: text } }),
    item('0.6', { choosing: true }),
    item(
      '0.7',
      {},
      {
        chosen: {
          id: `${text}-found`,
          chosenAt: at.toISOString(),
          position: 6,
          alreadyThere: false,
          name: text,
          artists: [text],
          url: null,
        },
      },
    ),
    item(
      '0.8',
      {},
      {
        chosen: {
          id: text,
          chosenAt: at.toISOString(),
          position: null,
          alreadyThere: true,
          name: text,
          artists: [],
          url: null,
        },
      },
    ),
  ];
}

function groups(text: string): ResultGroup[] {
  return [
    {
      group: { group_index: 0, type: 'playlist', name: text, destination_id: text },
      tally: tally({ lowConfidence: 4, notFound: 1 }),
      url: onService(text),
      items: items(text),
      placement: 'inserted',
    },
    {
      group: { group_index: 1, type: 'playlist', name: text, destination_id: `${text}-copy` },
      tally: tally({}),
      url: text,
      items: [],
      placement: 'appended',
    },
    {
      group: { group_index: 2, type: 'albums', name: 'Saved albums', destination_id: null },
      tally: tally({ notFound: 1 }),
      url: null,
      items: [
        {
          key: '2.0',
          row: row(text, { itemType: 'album', reason: 'notFound', bestGuess: null, bestGuessCandidate: null }),
          found: false,
          choosing: false,
          guess: false,
          searchable: true,
        },
      ],
      placement: 'saved',
    },
  ];
}

function result(text: string, marks: Partial<ResultPageProps> = {}): ResultPageProps {
  return {
    base: BASE,
    transfer: { id: TRANSFER_ID, status: 'completed', sourceService: 'deezer', destinationService: 'spotify' },
    groups: groups(text),
    tally: tally({ lowConfidence: 4, notFound: 2, [text]: 1 }),
    keptInSync: new Set([text]),
    more: true,
    csrf: 'csrf-token',
    notice: { kind: 'success', message: `Added “${text}” to ${text} at its place.` },
    search: null,
    failure: null,
    restart: null,
    back: back(text),
    ...marks,
  };
}

/** A search of item 0.3 as the person typed it, with what the catalogue found. */
function search(text: string, found: ItemSearch['found'], error: ItemSearch['error'] = null): ItemSearch {
  return { key: '0.3', title: text, artist: text, found, error };
}

const found = (text: string) => [
  { id: text, name: text, artists: [text, text], album: text, url: onService(text) },
  { id: `${text}-2`, name: text, artists: [], album: null, url: text },
];

function syncs(text: string): ShownSync[] {
  const sync = (id: string, marks: Partial<ShownSync['sync']>) => ({
    id,
    intervalMinutes: 60,
    paused: false,
    pausedReason: null,
    lastRunAt: at,
    deletedAt: null,
    ...marks,
  });
  return [
    {
      sync: sync('5b1e0c2a-0000-4000-8000-000000000001', {}),
      name: text,
      from: 'deezer',
      to: 'spotify',
      url: onService(text),
    },
    {
      sync: sync('5b1e0c2a-0000-4000-8000-000000000002', { paused: true, pausedReason: 'authFailed' }),
      name: text,
      from: 'deezer',
      to: 'spotify',
      url: text,
    },
    {
      sync: sync('5b1e0c2a-0000-4000-8000-000000000003', { paused: true, pausedReason: 'partner' }),
      name: text,
      from: 'deezer',
      to: 'spotify',
      url: null,
    },
    {
      sync: sync('5b1e0c2a-0000-4000-8000-000000000004', { deletedAt: at }),
      name: text,
      from: 'deezer',
      to: 'spotify',
      url: null,
    },
  ];
}

export const cases: PageCase[] = [
  { name: 'wizard › launch', render: () => <LaunchPage base={BASE} /> },
  {
    name: 'wizard › choosing the services (one left out)',
    render: (text) => (
      <WizardPage {...wizard(text, { source: open('source', text), destination: open('destination', text) })} />
    ),
  },
  {
    name: 'wizard › changing a connected side, the other chosen by the partner',
    render: (text) => (
      <WizardPage
        {...wizard(text, {
          source: open('source', text, { connected: { service: 'deezer', name: text }, changing: true }),
          destination: side('destination', text, { changeHref: null }),
        })}
      />
    ),
  },
  {
    name: 'wizard › no service can sign in here',
    render: (text) => (
      <WizardPage {...wizard(text, { source: open('source', text, { choices: [] }), latestTransfer: null })} />
    ),
  },
  {
    name: 'wizard › the playlists to choose, with a mistake beside them',
    render: (text) => (
      <WizardPage
        {...wizard(text, {
          playlists: playlists(text),
          error: {
            message: 'Choose at least one playlist, or a part of your library, to move.',
            actions: [],
            at: 'choices',
          },
        })}
      />
    ),
  },
  {
    name: 'wizard › no playlists, a sign-in that failed',
    render: (text) => (
      <WizardPage
        {...wizard(text, {
          playlists: [],
          error: {
            message: `You didn’t allow access on Spotify, so it isn’t connected.`,
            actions: [{ href: `${BASE}/connect/source/spotify`, label: 'Try again' }],
          },
        })}
      />
    ),
  },
  {
    name: 'wizard › the source can’t be read',
    render: (text) => (
      <WizardPage
        {...wizard(text, {
          error: {
            message: 'We lost access to your Deezer account.',
            actions: [{ href: `${BASE}/wizard`, label: 'Try again' }],
          },
        })}
      />
    ),
  },
  {
    name: 'wizard › copies made before',
    render: (text) => (
      <CopiesPage
        base={BASE}
        csrf="csrf-token"
        destination="spotify"
        copies={[
          { name: text, url: onService(text), madeAt: at, seen: true },
          { name: text, url: text, madeAt: at, seen: false },
        ]}
        others={1}
        fields={[
          ['playlists', text],
          ['playlists', `${text}-2`],
          ['keepInSync', '1'],
        ]}
      />
    ),
  },
  {
    name: 'wizard › one copy made before',
    render: (text) => (
      <CopiesPage
        base={BASE}
        csrf="csrf-token"
        destination="deezer"
        copies={[{ name: text, url: null, madeAt: at, seen: true }]}
        others={0}
        fields={[['playlists', text]]}
      />
    ),
  },
  {
    name: 'wizard › progress',
    render: (text) => (
      <ProgressPage
        base={BASE}
        transferId={TRANSFER_ID}
        destination="spotify"
        back={back(text)}
        view={{
          status: 'matching',
          phase: 'matching',
          steps: [
            { id: 'reading', label: 'Reading your music', state: 'done' },
            { id: 'matching', label: 'Finding it on Spotify', state: 'current' },
            { id: 'writing', label: 'Adding it to Spotify', state: 'next' },
          ],
          headline: `Finding it on Spotify: ${text}`,
          group: text,
          counts: { total: 40, read: 40, found: 12, notMoved: 1, added: 0 },
          detail: `12 of 40 found in ${text}`,
          percent: 42,
          timeLeft: 'about 3 minutes left',
          finished: false,
          stopping: false,
        }}
      />
    ),
  },
  {
    name: 'wizard › summary (best guesses, choices made, kept in sync)',
    render: (text) => <ResultPage {...result(text)} />,
  },
  {
    name: 'wizard › summary with a catalogue search and what it found',
    render: (text) => <ResultPage {...result(text, { notice: null, search: search(text, found(text)) })} />,
  },
  {
    name: 'wizard › summary with a search that found nothing',
    render: (text) => <ResultPage {...result(text, { search: search(text, []) })} />,
  },
  {
    name: 'wizard › summary with a search refused',
    render: (text) => (
      <ResultPage
        {...result(text, {
          notice: { kind: 'error', message: 'Type a title or an artist.', code: 'emptySearch' },
          search: search(text, null, { message: 'Type a title or an artist.', code: 'emptySearch' }),
        })}
      />
    ),
  },
  {
    name: 'wizard › summary of a transfer that stopped',
    render: (text) => (
      <ResultPage
        {...result(text, {
          transfer: { id: TRANSFER_ID, status: 'failed', sourceService: 'deezer', destinationService: 'spotify' },
          keptInSync: new Set(),
          notice: null,
          failure: {
            message: 'We lost access to one of your accounts, so the transfer stopped.',
            retry: `${BASE}/transfers/${TRANSFER_ID}/again`,
            actions: [{ href: `${BASE}/wizard?change=source#source-title`, label: 'Choose another service' }],
          },
        })}
      />
    ),
  },
  {
    name: 'wizard › summary of a transfer stopped on request',
    render: (text) => (
      <ResultPage
        {...result(text, {
          transfer: { id: TRANSFER_ID, status: 'cancelled', sourceService: 'deezer', destinationService: 'spotify' },
          keptInSync: new Set(),
          notice: null,
          restart: { action: `${BASE}/start`, fields: [['playlists', text]] },
        })}
      />
    ),
  },
  {
    name: 'wizard › summary with nothing moved',
    render: (text) => (
      <ResultPage
        {...result(text, {
          groups: [],
          tally: { total: 0, added: 0, alreadyThere: 0, notMoved: 0, notMovedBy: {}, notReached: 0 },
          keptInSync: new Set(),
        })}
      />
    ),
  },
  {
    name: 'wizard › a choice the summary cannot read',
    render: (text) => (
      <WizardErrorPage
        code="invalidItem"
        title="We can’t find that song"
        message="This link names no song of this transfer."
        actions={back(text)}
        noWayOn={null}
      />
    ),
  },
  {
    name: 'wizard › an error page',
    render: (text) => (
      <WizardErrorPage
        title="We can’t find this transfer"
        message="It may belong to another browser, or the link is not complete."
        actions={[{ href: `${BASE}/wizard`, label: 'Start a transfer' }, ...back(text)]}
      />
    ),
  },
  {
    name: 'wizard › an error page with no way back',
    render: () => <WizardErrorPage title="Your transfer session has ended" message="Start again." actions={[]} />,
  },
  {
    name: 'wizard › the syncs of a transfer, one just stopped',
    render: (text) => (
      <SyncsPage
        base={BASE}
        link={text}
        partner={text}
        items={syncs(text)}
        expiresAt={at}
        stopped={syncs(text)[3]}
        back={back(text)}
      />
    ),
  },
  {
    name: 'wizard › stopping a sync asks first',
    render: (text) => (
      <StopSyncPage
        base={BASE}
        link={text}
        page={`${BASE}/syncs?link=${encodeURIComponent(text)}`}
        item={syncs(text)[0]}
        partner={text}
      />
    ),
  },
  {
    name: 'wizard › no syncs',
    render: (text) => (
      <SyncsPage base={BASE} link={text} partner={text} items={[]} expiresAt={at} stopped={null} back={[]} />
    ),
  },
  {
    name: 'wizard › a link to the syncs that has expired',
    render: (text) => (
      <WizardErrorPage
        title="This link has expired"
        message={`Ask ${text} for a new one.`}
        actions={back(text)}
        noWayOn={null}
      />
    ),
  },
];
