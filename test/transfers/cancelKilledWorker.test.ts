import test from 'ava';
import got from 'got';
import { QueryTypes } from 'sequelize';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { liftedBudgets } from '../helpers/budgets.js';
import { client, type JsonBody } from '../helpers/http.js';
import { parsePage } from '../helpers/dom.js';
import { connectThroughSignIn, ownedByNewWizard, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { killWorker, startWorkerProcess } from '../helpers/workerProcess.js';
import { signInAs } from '../dashboard/helpers.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import { Transfer } from '../../src/transfers/models.js';
import { groupsOf, matchedItems } from '../../src/transfers/store/items.js';

// A 2,000-track playlist stopped while it is written, and the worker writing it killed with
// SIGKILL before the stop was recorded. The next worker finishes the stop: the transfer ends
// `cancelled`, the destination holds exactly the tracks the tally counts as added (in source order,
// none twice, none after the stop), and D4, D3, the event `transfer.cancelled`, the dashboard's
// page and the listener's summary say the same numbers, which add up. The summary then starts it
// again, and "Update the copies" adds only what the stopped transfer did not reach.

let deezer: RunningEmulator;
let spotify: RunningEmulator;

const used = useSystem(test, {
  services: ['deezer', 'spotify'],
  recordings: 4_000,
  liftBudgets: true,
  partner: { slug: 'cancel-killed', isTransferServiceEnabled: true },
  async setup({ emulator }) {
    deezer = emulator('deezer');
    spotify = emulator('spotify');
  },
});

const startWorker = () =>
  startWorkerProcess(used.system, {
    ...emulatorEnv(deezer, spotify),
    ...liftedBudgets(['deezer', 'spotify']),
    JOB_LOCK_MS: '1000',
  });

const latency = (latencyMs: number) => got.post(`${spotify.url}/__emulator/faults`, { json: { latencyMs } });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const PARTS = ['total', 'added', 'alreadyThere', 'notMoved', 'notReached'] as const;
type Parts = Record<(typeof PARTS)[number], number>;
const partsOf = (counts: JsonBody): Parts => Object.fromEntries(PARTS.map((p) => [p, counts[p]])) as Parts;
const num = (text: string | null | undefined) => Number((text ?? '0').replace(/,/g, ''));
/** A form's fields as a browser sends them: repeated names kept. */
const formBody = (fields: string[][]) => ({
  body: String(new URLSearchParams(fields)),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

test('stopped mid-write and its worker killed: nothing lost, every surface agrees, and it starts again', async (t) => {
  // Two transfers of 2,000 tracks, one of them matched, written, stopped and taken on again.
  t.timeout(480_000);
  const sequelize = used.system.web.runtime.sequelize;
  const connect = (service: string) =>
    connectThroughSignIn(used.url, 'cancel-killed', service, 'heavy@listeners.example', RETURN_URL);
  const sourceId = await connect('deezer');
  const destinationId = await connect('spotify');
  const source = deezer.library.userPlaylists(deezer.library.user('heavy')!).find((p) => p.name === 'Two Thousand')!;
  // Slow answers from the destination: the stop and the kill land while a batch is on its way.
  await latency(250);

  let worker = startWorker();
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'deezer' },
    destination: { id: destinationId, service: 'spotify' },
    selection: { playlists: [source.id] },
    externalUserId: 'stopper-1',
  });
  const writtenSoFar = async () => (await groupsOf(sequelize, transfer.id))[0]?.written_count ?? 0;
  // Matching 2,000 tracks comes first: a loaded machine takes minutes.
  await until(writtenSoFar, (written) => written > 0, 240_000);

  const api = client(used.url, { authorization: used.partner.basic });
  // Frozen first, so that the kill lands before it records the stop, however slow the machine:
  // a worker given the time would record it (and a loaded one, at its own pace, sometimes did).
  worker.kill('SIGSTOP');
  const asked = await api.post<JsonBody>(`public/transfers/${transfer.id}/cancel`);
  await killWorker(worker);
  t.is(asked.statusCode, 202, JSON.stringify(asked.body));
  t.not((await Transfer.findByPk(transfer.id))!.status, 'cancelled', 'killed before the stop was recorded');
  await latency(0);

  worker = startWorker();
  try {
    const ended = await waitForTransfer(transfer.id, ['cancelled', 'completed', 'failed'], 60_000);
    t.is(ended.status, 'cancelled', JSON.stringify(ended.toJSON()));

    // The destination: the first tracks of the source, in order, each once, and nothing after the stop.
    const [group] = await groupsOf(sequelize, transfer.id);
    const matched = await matchedItems(sequelize, transfer.id, group.group_index);
    const copy = () => spotify.library.playlist(group.destination_id!)!.entries.map((e) => e.trackId);
    const held = copy();
    t.true(held.length > 0 && held.length < matched.length, `${held.length} of ${matched.length} written`);
    t.deepEqual(
      held,
      matched.slice(0, held.length).map((m) => m.destination_id),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    t.is(copy().length, held.length, 'nothing written after the stop');

    // D4: the parts add up, what went to the destination is added, and the rest is not reached.
    const read = await api.get<JsonBody>(`public/transfers/${transfer.id}`);
    t.is(read.body.status, 'cancelled');
    const d4 = partsOf(read.body.counts);
    t.is(d4.added + d4.alreadyThere + d4.notMoved + d4.notReached, d4.total, JSON.stringify(d4));
    t.is(d4.total, source.entries.length, 'every source entry is counted');
    t.is(d4.added, held.length, 'added is what the destination holds');
    t.true(d4.notReached > 0);

    // The event: sent once, with D4's tally; the transfer never said it completed.
    const events = await sequelize.query<{ type: string; data: JsonBody }>(
      `SELECT type, data FROM outbox_events WHERE data->>'transferUuid' = $1 AND type <> 'transfer.progress' ORDER BY seq`,
      { bind: [transfer.id], type: QueryTypes.SELECT },
    );
    t.deepEqual(
      events.map((e) => e.type),
      ['transfer.started', 'transfer.cancelled'],
    );
    t.deepEqual(partsOf(events[1].data.counts), d4, 'the event’s tally is D4’s');
    t.is(events[1].data.externalUserId, 'stopper-1');

    // D3 and the transfer's results: a row for each item not moved.
    const unmatched: JsonBody[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: JsonBody } = await api.get<JsonBody>('public/transfers/unmatched', {
        searchParams: {
          from: new Date(transfer.createdAt.getTime() - 60_000).toISOString(),
          limit: '1000',
          ...(cursor ? { cursor } : {}),
        },
      });
      unmatched.push(...page.body.unmatched.filter((r: JsonBody) => r.transferUuid === transfer.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    t.is(unmatched.length, d4.notMoved, 'D3 lists what D4 counts as not moved');
    const results = await api.get<JsonBody>(`public/transfers/${transfer.id}/results`, {
      searchParams: { limit: '1000' },
    });
    t.is(results.body.results.length, d4.notMoved);

    // The dashboard's page of the transfer.
    const member = await signInAs(`${used.url}/connect/dashboard`, 'cancel-killed', 'ops@cancel-killed.example');
    const board = parsePage((await member.client(`${used.url}/connect/dashboard/transfers/${transfer.id}`)).body);
    t.regex(board.text(board.byId('transfer-status')), /Stopped on request/);
    const figure = (attribute: string) =>
      num(board.byId('transfer-parts').querySelector(`[${attribute}]`)?.getAttribute(attribute));
    t.deepEqual(
      {
        added: figure('data-added'),
        alreadyThere: figure('data-already-there'),
        notMoved: figure('data-not-moved'),
        notReached: figure('data-not-reached'),
      },
      { added: d4.added, alreadyThere: d4.alreadyThere, notMoved: d4.notMoved, notReached: d4.notReached },
      'the dashboard says what D4 says',
    );

    // The listener's summary says the same, and offers to start again.
    const { wizard, cookie } = await ownedByNewWizard(used.partner.accountId, transfer.id);
    await wizard.update({ sourceIntegrationUserId: sourceId, destinationIntegrationUserId: destinationId });
    const browser = got.extend({ headers: { cookie }, throwHttpErrors: false, followRedirect: false });
    const summary = parsePage((await browser(`${used.url}/connect/transfer/transfers/${transfer.id}`)).body);
    t.is(summary.byId('result').dataset.status, 'cancelled');
    const part = (name: string) =>
      num(summary.document.querySelector(`#parts [data-part="${name}"] strong`)?.textContent);
    t.deepEqual(
      {
        added: part('added'),
        alreadyThere: part('alreadyThere'),
        notMoved: part('notMoved'),
        notReached: part('notReached'),
      },
      { added: d4.added, alreadyThere: d4.alreadyThere, notMoved: d4.notMoved, notReached: d4.notReached },
      'the summary says what D4 says',
    );

    // "Start again" sends the same choice; the playlist the stopped transfer made is offered to be updated.
    summary.screen.getByRole('button', { name: 'Start again' });
    const again = summary.byId('restart').querySelector('form')!;
    const fields = [...again.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);
    const asking = await browser.post(`${used.url}${again.getAttribute('action')}`, {
      ...formBody(fields),
    });
    t.is(asking.statusCode, 200);
    const copies = parsePage(asking.body);
    const update = copies.screen.getByRole('button', { name: 'Update the copies' }) as HTMLButtonElement;
    const copiesForm = copies.byId('copies') as HTMLFormElement;
    const carried = [...copiesForm.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [
      i.name,
      i.value,
    ]);
    const started = await browser.post(`${used.url}${copiesForm.getAttribute('action')}`, {
      ...formBody([...carried, [update.name, update.value]]),
    });
    t.is(started.statusCode, 302);
    const restartId = started.headers.location!.split('/').pop()!;
    const restarted = await waitForTransfer(restartId, ['completed', 'failed', 'cancelled'], 90_000);
    t.is(restarted.status, 'completed', JSON.stringify(restarted.toJSON()));
    t.deepEqual(
      copy(),
      matched.map((m) => m.destination_id),
      'the copy now holds every matched track once, in source order',
    );
  } finally {
    await killWorker(worker);
  }
});
