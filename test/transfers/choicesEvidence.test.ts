import test from 'ava';
import { QueryTypes } from 'sequelize';
import { blurOnSpotify, connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { TransferStore } from '../../src/transfers/store.js';
import { useBestGuess, type ChoiceDeps } from '../../src/transfers/choices.js';
import type { Transfer } from '../../src/transfers/models.js';
import { createAdapters } from '../../src/integrations/registry.js';
import { MatchCache } from '../../src/matching/cache.js';
import type { TrackItem } from '../../src/integrations/types.js';

// "Use this one" on the summary keeps the choice as evidence: the account's own match for that
// source track from then on (the agreement across accounts is in test/matching/choices.test.ts).

let transfer: Transfer;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  partner: { slug: 'evidence', isTransferServiceEnabled: true },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10, 20]);
    const sourceId = await connectThroughSignIn(
      used.system.url,
      'evidence',
      'deezer',
      'medium@listeners.example',
      RETURN_URL,
    );
    const destinationId = await connectThroughSignIn(
      used.system.url,
      'evidence',
      'spotify',
      'demo@listeners.example',
      RETURN_URL,
    );
    const library = used.emulators.deezer.library;
    const playlists = library.userPlaylists(library.user('medium')!).filter((p) => p.name === 'Party');
    const started = await startTransfer(used.system.web.runtime.queues, {
      accountId: used.partner.accountId,
      source: { id: sourceId, service: 'deezer' },
      destination: { id: destinationId, service: 'spotify' },
      selection: { playlists: playlists.map((p) => p.id) },
    });
    transfer = await waitForTransfer(started.id);
  },
});

test('a best guess taken on the summary is the account’s match for that track at once, and nobody else’s', async (t) => {
  const sequelize = used.system.web.runtime.sequelize;
  const deps: ChoiceDeps = {
    sequelize,
    redis: used.system.web.runtime.redis,
    redisPrefix: used.system.config.redisPrefix,
    keyring: used.system.web.runtime.keyring,
    adapters: createAdapters(used.system.config.env, used.system.web.runtime.redis, used.system.config.redisPrefix),
  };
  const store = new TransferStore(sequelize);
  const [guess] = (await store.results(transfer.id, null, 1_000)).filter(
    (r) => r.reason === 'lowConfidence' && r.row.candidate,
  );
  t.truthy(guess, 'the transfer has a best guess');
  const outcome = await useBestGuess(deps, transfer, [guess.group_index, guess.position]);
  t.like(outcome, { kind: 'added' });

  const source = guess.row.source as unknown as TrackItem;
  const [kept] = await sequelize.query<{ account_id: string; destination_id: string; catalogue: boolean }>(
    'SELECT account_id, destination_id, catalogue FROM match_choices WHERE source_id = $1',
    { bind: [source.id], type: QueryTypes.SELECT },
  );
  t.deepEqual(kept, { account_id: used.partner.accountId, destination_id: guess.row.candidate!.id, catalogue: true });

  const cache = new MatchCache(sequelize);
  const items = [{ id: source.id, track: source }];
  const own = await cache.lookup('deezer', 'spotify', '', items, used.partner.accountId);
  t.like(own.get(0), { status: 'matched', destinationId: guess.row.candidate!.id, via: 'chosen' });
  const other = await cache.lookup('deezer', 'spotify', '', items, '00000000-0000-4000-8000-000000000000');
  t.not(other.get(0)?.via, 'chosen');
});
