import test, { type ExecutionContext } from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, ownedByNewWizard, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { signInAs } from '../dashboard/helpers.js';
import { Transfer } from '../../src/transfers/models.js';
import { groupsOf, matchedItems } from '../../src/transfers/store/items.js';
import { resultsOf } from '../../src/transfers/store/matchReport.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';

// Every item of a transfer ends in exactly one of added, already there, or not moved with a
// reason, and the summary page, the API (D4 and D3) and the dashboard say the same numbers, also
// after the person's "Use this one". Over the seeded "Party" playlist with a track repeated, a
// track not available in the listener's country, tracks the destination does not have and best
// guesses: Spotify to Deezer (a playlist there keeps a track once) and Deezer to Apple Music (it
// keeps repeats, and only appends).

const used = useSystem(test, {
  services: ['spotify', 'deezer', 'appleMusic'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  partner: { slug: 'adders', isTransferServiceEnabled: true },
});

const sequelize = () => used.system.web.runtime.sequelize;
const dashboardBase = () => `${used.url}/connect/dashboard`;
let member: Awaited<ReturnType<typeof signInAs>> | null = null;
const dashboard = async () => (member ??= await signInAs(dashboardBase(), 'adders', 'ops@adders.example'));

interface Parts {
  total: number;
  added: number;
  alreadyThere: number;
  notMoved: number;
}

const num = (text: string) => Number(text.replace(/,/g, ''));

/**
 * Prepares the source's "Party" for `destination`: a track repeated at the end, one track locked
 * out of the listener's country on the destination, and best guesses (the source copy with an ISRC
 * of its own, the destination's half a minute longer).
 */
function prepare(source: ServiceId, destination: ServiceId, guesses: number[], locked: number) {
  const library = used.emulator(source).library;
  const party = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!;
  const [from, to] = [used.catalogue.view(source), used.catalogue.view(destination)];
  const copyOf = (at: number) => {
    const track = from.track(party.entries[at].trackId)!;
    const id = to.trackIdFor(track.recordingKey!);
    return { track, copy: id ? to.track(id)! : null };
  };
  for (const [i, at] of guesses.entries()) {
    const { track, copy } = copyOf(at);
    if (!copy) continue;
    from.load([{ ...track, isrc: `ZZY${source.slice(0, 2).toUpperCase()}${String(i).padStart(7, '0')}` }]);
    to.load([{ ...copy, durationMs: copy.durationMs + 26_000 }]);
  }
  const { copy } = copyOf(locked);
  to.load([{ ...copy!, unavailableIn: [...copy!.unavailableIn, 'US'] }]);
  // A track the destination has, repeated at the end.
  const repeatedAt = party.entries.findIndex(
    (_, at) => at > 0 && at !== locked && !guesses.includes(at) && copyOf(at).copy !== null,
  );
  library.addEntries(party, [party.entries[repeatedAt].trackId]);
  return { party, repeatedAt };
}

async function finishedTransfer(source: ServiceId, destination: ServiceId, externalUserId: string) {
  const connect = (service: string, email: string) =>
    connectThroughSignIn(used.url, 'adders', service, email, RETURN_URL);
  const sourceId = await connect(source, 'medium@listeners.example');
  const destinationId = await connect(destination, 'demo@listeners.example');
  const library = used.emulator(source).library;
  const party = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!;
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: source },
    destination: { id: destinationId, service: destination },
    selection: { playlists: [party.id] },
    externalUserId,
  });
  const done = await waitForTransfer(started.id, ['completed', 'failed'], 120_000);
  if (done.status !== 'completed') throw new Error(JSON.stringify(done.toJSON()));
  return done;
}

/** A wizard session of this browser-less test that owns `transfer`: its cookie and its CSRF token. */
async function ownedBy(transfer: Transfer) {
  const { cookie, csrf } = await ownedByNewWizard(used.partner.accountId, transfer.id);
  return { cookie, csrf };
}

const sum = (p: Parts & { notReached?: number }) => p.added + p.alreadyThere + p.notMoved + (p.notReached ?? 0);

/** Text of a piece of a page, as a person reads it. */
const words = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const figureIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text);
  return found ? num(found[1]) : 0;
};

/** What the summary page says, read from its words as the person reads them. */
async function fromSummary(t: ExecutionContext, id: string, cookie: string) {
  const page = await client(used.url, { cookie }).get(`connect/transfer/transfers/${id}`, { responseType: 'text' });
  t.is(page.statusCode, 200);
  const html = page.body as string;
  const [, moved, of] = /Moved ([\d,]+) of ([\d,]+) items/.exec(words(html)) ?? [];
  const parts = words(/<ul class="parts"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '');
  const shown: Parts = {
    total: num(of ?? 'NaN'),
    added: num(moved ?? 'NaN'),
    alreadyThere: figureIn(parts, /Already on [^:]+: ([\d,]+)/),
    notMoved: figureIn(words(html), /Not moved: ([\d,]+)/),
  };
  // Each playlist made (or part of the library), with its figures, in the order of the groups.
  const lists = [...html.matchAll(/<ul class="created"[^>]*>(.*?)<\/ul>/gs)].map((m) => m[1]).join('');
  const notMovedIn = new Map(
    [...html.matchAll(/<details class="group"[^>]*data-group="(\d+)"><summary>(.*?)<\/summary>/gs)].map((m) => [
      Number(m[1]),
      figureIn(words(m[2]), /([\d,]+) not moved/),
    ]),
  );
  const groups = [...lists.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m, index) => {
    const text = words(m[1]);
    const [, added, total] = /([\d,]+) of ([\d,]+) added/.exec(text) ?? [];
    return {
      index,
      total: num(total ?? 'NaN'),
      added: num(added ?? 'NaN'),
      alreadyThere: figureIn(text, /([\d,]+) already there/),
      notMoved: notMovedIn.get(index) ?? 0,
    };
  });
  const byReason = Object.fromEntries(
    [...html.matchAll(/<li data-reason="(\w+)"><span>[^<]*<\/span> <strong>([\d,]+)<\/strong><\/li>/g)].map(
      ([, reason, n]) => [reason, num(n)],
    ),
  );
  return { html, shown, groups, byReason };
}

/** What the dashboard says of the transfer, in its list and on its own page, read from its words. */
async function fromDashboard(t: ExecutionContext, id: string) {
  const { client: asMember } = await dashboard();
  const list = (await asMember(`${dashboardBase()}/transfers`)).body;
  const row = list.split('<tr').find((r) => r.includes(`/transfers/${id}"`)) ?? '';
  const page = await asMember(`${dashboardBase()}/transfers/${id}`);
  t.is(page.statusCode, 200);
  const text = words(/<main[^>]*>(.*)<\/main>/s.exec(page.body)?.[1] ?? page.body);
  // A list that gives what was not moved a column of its own (as it did) is read there.
  const column = figureIn(words(/<td data-label="Not moved">(.*?)<\/td>/s.exec(row)?.[1] ?? ''), /^([\d,]+)/);
  const parts = (said: string) => ({
    added: figureIn(said, /([\d,]+) of [\d,]+ added/),
    alreadyThere: figureIn(said, /([\d,]+) already there/),
    notMoved: figureIn(said, /([\d,]+) not moved/) || column,
  });
  // What went to the destination, which the transfer's page said before as "627 written".
  const written = /([\d,]+) written/.exec(text);
  const onPage = parts(words(/<p id="transfer-parts">(.*?)<\/p>/s.exec(page.body)?.[1] ?? ''));
  return {
    row,
    listed: parts(words(row)),
    page: written ? { ...onPage, added: num(written[1]) } : onPage,
  };
}

/** Every surface's figures for the transfer, checked to add up and to agree; answers them. */
async function expectAgreement(t: ExecutionContext, transfer: Transfer, cookie: string, when: string) {
  const api = used.api();
  const read = await api.get<JsonBody>(`public/transfers/${transfer.id}`);
  t.is(read.statusCode, 200);
  const counts = read.body.counts as Parts & { notReached: number; written: number; unmatched: number; failed: number };
  const summary = await fromSummary(t, transfer.id, cookie);
  const board = await fromDashboard(t, transfer.id);
  t.log(
    `${when}: summary ${JSON.stringify(summary.shown)}; dashboard list ${JSON.stringify(board.listed)}, page ${JSON.stringify(board.page)}; D4 ${JSON.stringify(counts)}`,
  );

  // The person's summary: its parts add up, in all and playlist by playlist.
  t.is(sum(summary.shown), summary.shown.total, `${when}: the summary's parts add up`);
  for (const g of summary.groups) t.is(sum(g), g.total, `${when}: the summary's group ${g.index} adds up`);
  // The dashboard says the same.
  const shown = {
    added: summary.shown.added,
    alreadyThere: summary.shown.alreadyThere,
    notMoved: summary.shown.notMoved,
  };
  t.deepEqual(board.page, shown, `${when}: the dashboard's transfer page says what the summary says`);
  t.deepEqual(board.listed, shown, `${when}: the dashboard's list says what the summary says`);

  // D4: its parts add up, and are the summary's, in all and group by group.
  t.is(counts.notReached, 0, `${when}: nothing left behind`);
  t.is(sum(counts), counts.total, `${when}: D4's parts add up: ${JSON.stringify(counts)}`);
  t.deepEqual(
    { total: counts.total, ...shown },
    { total: counts.total, added: counts.added, alreadyThere: counts.alreadyThere, notMoved: counts.notMoved },
    `${when}: D4 says what the summary says`,
  );
  t.is(summary.shown.total, counts.total);
  t.is(counts.written, counts.added);
  for (const g of summary.groups) {
    const d4 = (read.body.groups as JsonBody[])[g.index];
    t.deepEqual(
      { total: d4.items, added: d4.added, alreadyThere: d4.alreadyThere, notMoved: d4.notMoved },
      { total: g.total, added: g.added, alreadyThere: g.alreadyThere, notMoved: g.notMoved },
      `${when}: group ${g.index} as D4 has it`,
    );
  }
  const listed = (await api.get<JsonBody>('public/transfers', { searchParams: { limit: 100 } })).body.transfers.find(
    (x: JsonBody) => x.transferUuid === transfer.id,
  );
  t.deepEqual(listed.counts, counts, `${when}: D4's list and read agree`);

  // D3: a row for every item not moved, by reason as the summary totals them; a chosen row for each choice.
  const rows: JsonBody[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<JsonBody>('public/transfers/unmatched', {
      searchParams: { from: new Date(Date.now() - 3600_000).toISOString(), limit: 1000, ...(cursor ? { cursor } : {}) },
    });
    rows.push(...page.body.unmatched.filter((r: JsonBody) => r.transferUuid === transfer.id));
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  const open = rows.filter((r) => r.chosen === null);
  t.is(open.length, summary.shown.notMoved, `${when}: D3's rows without a choice are the items not moved`);
  t.is(rows.length, counts.unmatched + counts.failed);
  const d3ByReason: Record<string, number> = {};
  for (const r of open) d3ByReason[r.reason] = (d3ByReason[r.reason] ?? 0) + 1;
  t.deepEqual(summary.byReason, d3ByReason, `${when}: the summary's reasons are D3's`);
  return { counts, summary, board, d3: rows };
}

/** The destination playlist the transfer wrote, as the emulator holds it. */
async function written(transfer: Transfer, service: ServiceId) {
  const [group] = await groupsOf(sequelize(), transfer.id);
  return used.emulator(service).library.playlist(group.destination_id!)!;
}

/** The items whose best guess the summary offers to take. */
const offeredGuesses = (html: string) =>
  [...html.matchAll(/<form method="post" action="[^"]*\/choices" data-use="([\d.]+)">/g)].map((m) => m[1]);

/** "Use this one" on an item's best guess, as the summary's form posts it; answers the outcome. */
async function useGuess(
  t: ExecutionContext,
  transfer: Transfer,
  owner: { cookie: string; csrf: string },
  item: string,
) {
  const answer = await client(used.url, { cookie: owner.cookie }).post(
    `connect/transfer/transfers/${transfer.id}/choices`,
    { form: { item, csrf: owner.csrf }, responseType: 'text', followRedirect: false },
  );
  t.is(answer.statusCode, 303);
  return new URL(String(answer.headers.location), used.url).searchParams.get('outcome');
}

async function addsUpEverywhere(
  t: ExecutionContext,
  source: ServiceId,
  destination: ServiceId,
  places: { guesses: number[]; locked: number },
) {
  const { party, repeatedAt } = prepare(source, destination, places.guesses, places.locked);
  const externalUserId = `partner-user-${destination}`;
  const transfer = await finishedTransfer(source, destination, externalUserId);
  const owner = await ownedBy(transfer);
  const before = await expectAgreement(t, transfer, owner.cookie, `${source} → ${destination}`);

  t.log('not moved, by reason:', JSON.stringify(before.summary.byReason));
  // The kinds of items this is about are all there.
  t.is(before.counts.total, party.entries.length);
  const reasons = before.summary.byReason;
  t.true((reasons.lowConfidence ?? 0) > 0, `best guesses: ${JSON.stringify(reasons)}`);
  t.true((reasons.regionLocked ?? 0) > 0, `not in the listener's country: ${JSON.stringify(reasons)}`);
  const playlist = await written(transfer, destination);
  t.is(playlist.entries.length, before.counts.added, 'the destination holds what was added');
  const matched = await matchedItems(sequelize(), transfer.id, 0);
  const [first, repeat] = [repeatedAt, party.entries.length - 1].map((at) => matched.find((m) => m.position === at));
  t.truthy(first && repeat, 'the repeated track was found on the destination');
  t.is(first?.destination_id, repeat?.destination_id);
  const copies = playlist.entries.filter((e) => e.trackId === first?.destination_id).length;
  if (destination === 'deezer') {
    t.true(before.counts.alreadyThere > 0, 'a repeat is already there on Deezer');
    t.is(copies, 1, 'Deezer holds the repeated track once');
  } else {
    t.is(before.counts.alreadyThere, 0, 'a playlist that keeps repeats takes them');
    t.is(copies, 2, 'the repeat is added again');
  }

  // Whose transfer it is: the partner's id for the person, linked to their connected user.
  t.regex(
    before.board.row,
    new RegExp(`<a href="[^"]*/users/${transfer.destinationIntegrationUserId}"><code>${externalUserId}</code></a>`),
  );

  // The person takes a best guess the playlist does not hold: one item leaves "not moved" for
  // "added", and every surface follows.
  const rows = await resultsOf(sequelize(), transfer.id, null, 1_000);
  const guessOf = (key: string) => rows.find((r) => `${r.group_index}.${r.position}` === key)?.row.candidate?.id;
  const held = new Set(playlist.entries.map((e) => e.trackId));
  const offered = offeredGuesses(before.summary.html);
  const fresh = offered.find((key) => !held.has(guessOf(key)!));
  t.truthy(fresh, 'a best guess the playlist does not hold');
  t.is(await useGuess(t, transfer, owner, fresh!), 'added');
  const after = await expectAgreement(t, transfer, owner.cookie, `${source} → ${destination} after "Use this one"`);
  t.deepEqual(
    [after.counts.added, after.counts.alreadyThere, after.counts.notMoved],
    [before.counts.added + 1, before.counts.alreadyThere, before.counts.notMoved - 1],
  );
  const destinationNow = await written(transfer, destination);
  t.is(destinationNow.entries.length, after.counts.added, 'the destination holds the added items');
  t.is(after.d3.filter((r) => r.chosen).length, 1, 'D3 shows the choice on its row');
  if (destination !== 'deezer') return;

  // On Deezer, a best guess another item of the playlist matched is there already: taking it
  // moves its item from "not moved" to "already there", and adds nothing.
  const there = offered.find((key) => key !== fresh && held.has(guessOf(key)!));
  t.truthy(there, 'a best guess the playlist holds');
  t.is(await useGuess(t, transfer, owner, there!), 'present');
  const last = await expectAgreement(
    t,
    transfer,
    owner.cookie,
    `${source} → ${destination} after a guess already there`,
  );
  t.deepEqual(
    [last.counts.added, last.counts.alreadyThere, last.counts.notMoved],
    [after.counts.added, after.counts.alreadyThere + 1, after.counts.notMoved - 1],
  );
  t.is((await written(transfer, destination)).entries.length, last.counts.added);
  t.is(last.d3.filter((r) => r.chosen?.alreadyThere).length, 1, 'D3 says the choice was there already');
}

test.serial('Spotify → Deezer: the parts add up to the whole everywhere, before and after "Use this one"', (t) =>
  addsUpEverywhere(t, 'spotify', 'deezer', { guesses: [3, 10, 20, 30], locked: 7 }),
);

test.serial('Deezer → Apple Music: the parts add up to the whole everywhere, before and after "Use this one"', (t) =>
  addsUpEverywhere(t, 'deezer', 'appleMusic', { guesses: [40, 50, 60, 70], locked: 45 }),
);
