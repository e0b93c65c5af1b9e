import test, { type ExecutionContext } from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { blurOnSpotify, connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { resultsOf } from '../../src/transfers/store/matchReport.js';
import { useBestGuess, type ChoiceDeps } from '../../src/transfers/choices.js';
import { TransferSession, type Transfer } from '../../src/transfers/models.js';
import { Account } from '../../src/accounts/models.js';
import { IntegrationUser } from '../../src/users/models.js';
import { createAdapters } from '../../src/integrations/registry.js';
import { MatchCache } from '../../src/matching/cache.js';
import { listenerDigest } from '../../src/matching/evidence.js';
import type { TrackItem } from '../../src/integrations/types.js';

// "Use this one" on the summary keeps the choice as evidence only where someone vouched for the
// person: a transfer session the partner opened through the API (D1), or an account that learns
// from its users' choices. Anyone can open a partner's public wizard link: a choice made there
// applies to that transfer alone. (The agreement across accounts is in test/matching/choices.test.ts.)

interface Side {
  partner: Pick<TestPartner, 'accountId' | 'slug'>;
  source: string;
  destination: string;
}
const sides: Side[] = [];
const NOBODY = '00000000-0000-4000-8000-000000000000';

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  partner: { slug: 'evidence', isTransferServiceEnabled: true },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10, 20]);
    const other = await createPartner({
      slug: 'evidence-two',
      isTransferServiceEnabled: true,
      returnUrls: [RETURN_URL],
      enabledIntegrations: ['spotify', 'deezer'],
    });
    for (const partner of [used.partner, other])
      sides.push({
        partner,
        source: await connectThroughSignIn(used.url, partner.slug, 'deezer', 'medium@listeners.example', RETURN_URL),
        destination: await connectThroughSignIn(
          used.url,
          partner.slug,
          'spotify',
          'demo@listeners.example',
          RETURN_URL,
        ),
      });
  },
});

/** A finished transfer of medium's "Party" playlist, in a D1 session (`launchCode`) or a public link's. */
async function transferIn(side: Side, launchCode: boolean): Promise<Transfer> {
  const session = await TransferSession.create({
    id: randomUUID(),
    accountId: side.partner.accountId,
    launchCodeDigest: launchCode ? randomBytes(32).toString('hex') : null,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const library = used.emulators.deezer.library;
  const playlists = library.userPlaylists(library.user('medium')!).filter((p) => p.name === 'Party');
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: side.partner.accountId,
    transferSessionId: session.id,
    source: { id: side.source, service: 'deezer' },
    destination: { id: side.destination, service: 'spotify' },
    selection: { playlists: playlists.map((p) => p.id) },
  });
  return waitForTransfer(started.id);
}

const deps = (): ChoiceDeps => ({
  sequelize: used.system.web.runtime.sequelize,
  redis: used.system.web.runtime.redis,
  redisPrefix: used.system.config.redisPrefix,
  keyring: used.system.web.runtime.keyring,
  adapters: createAdapters(used.system.config.env, used.system.web.runtime.redis, used.system.config.redisPrefix),
});

/** The transfer's best guesses in playlist order. */
async function guessesOf(transfer: Transfer) {
  const results = await resultsOf(deps().sequelize, transfer.id, null, 1_000);
  return results.filter((r) => r.reason === 'lowConfidence' && r.row.candidate);
}

/** Takes the best guess of the item at `at` in the playlist; answers the source item it was for. */
async function takeGuess(t: ExecutionContext, transfer: Transfer, at: number) {
  const guess = (await guessesOf(transfer)).find((r) => r.position === at)!;
  t.like(await useBestGuess(deps(), transfer, [guess.group_index, guess.position]), { kind: 'added' });
  return { source: guess.row.source as unknown as TrackItem, chosen: guess.row.candidate!.id };
}

const kept = (sourceId: string) =>
  deps().sequelize.query<{ account_id: string; destination_id: string; catalogue: boolean; listener: string }>(
    'SELECT account_id, destination_id, catalogue, listener FROM match_choices WHERE source_id = $1',
    { bind: [sourceId], type: QueryTypes.SELECT },
  );

const lookUp = (source: TrackItem, accountId: string) =>
  new MatchCache(deps().sequelize)
    .lookup('deezer', 'spotify', '', [{ id: source.id, track: source }], accountId)
    .then((found) => found.get(0));

test.serial('a best guess taken in a D1 session is the account’s match at once, and nobody else’s', async (t) => {
  const [one] = sides;
  const { source, chosen } = await takeGuess(t, await transferIn(one, true), 3);
  const listener = await IntegrationUser.findByPk(one.source);
  t.deepEqual(await kept(source.id), [
    {
      account_id: one.partner.accountId,
      destination_id: chosen,
      catalogue: true,
      listener: listenerDigest('deezer', listener!.externalUserId),
    },
  ]);
  t.like(await lookUp(source, one.partner.accountId), { status: 'matched', destinationId: chosen, via: 'chosen' });
  t.not((await lookUp(source, NOBODY))?.via, 'chosen');
});

test.serial(
  'best guesses taken on two partners’ public links reach no other account, nor the choosing account’s next transfer',
  async (t) => {
    const [one, two] = sides;
    const first = await takeGuess(t, await transferIn(one, false), 10);
    const second = await takeGuess(t, await transferIn(two, false), 10);
    t.is(first.source.id, second.source.id);
    t.is(first.chosen, second.chosen, 'both chose the same item');
    t.deepEqual(await kept(first.source.id), []);
    for (const accountId of [one.partner.accountId, two.partner.accountId, NOBODY])
      t.not((await lookUp(first.source, accountId))?.via, 'chosen');
    const next = await guessesOf(await transferIn(one, false));
    const again = next.find((r) => r.position === 10);
    t.is(
      (again?.row.source as { id: string } | undefined)?.id,
      first.source.id,
      'the next transfer leaves it a best guess',
    );
  },
);

test.serial('an account that learns from its users’ choices keeps a choice made on its public link', async (t) => {
  const [, two] = sides;
  await Account.update({ learnFromChoices: true }, { where: { id: two.partner.accountId } });
  const { source, chosen } = await takeGuess(t, await transferIn(two, false), 20);
  t.like(await kept(source.id), [{ account_id: two.partner.accountId, destination_id: chosen }]);
  t.like(await lookUp(source, two.partner.accountId), { destinationId: chosen, via: 'chosen' });
});
