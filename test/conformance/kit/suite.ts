import type { TestFn } from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import type { Catalogue } from '../../../src/emulators/catalogue/types.js';
import type { EmulatorOptions, RunningEmulator } from '../../../src/emulators/kit/types.js';
import type { MusicServiceAdapter, ServiceTokens } from '../../../src/integrations/types.js';
import { signIn } from '../../integrations/contract.js';
import { ConformanceChecker, describe, type CheckedExchange, type ServiceReference } from './conformance.js';
import type { Problem } from './schemas.js';
import type { Drift } from './drifts.js';
import { tapEnvironment, type Exchange } from './tap.js';
import { ADAPTER_OPERATIONS, tour, type TourResult } from './tour.js';

export interface ConformanceSetup {
  reference: ServiceReference;
  start(options: EmulatorOptions): Promise<RunningEmulator>;
  adapterFor(env: Record<string, string>): MusicServiceAdapter;
  /** A well-formed track id the service does not have. */
  unknownTrackId: string;
  /** How the listener signs in; by default the emulator's authorize page and a code. */
  signIn?(adapter: MusicServiceAdapter, emulator: RunningEmulator, catalogue: Catalogue): Promise<ServiceTokens>;
  /**
   * Drifts that must be caught: the emulator's answers changed as if it had renamed a member,
   * dropped one from the objects of a list, or sent null for a value (see `drifts.ts`).
   */
  drifts: Drift[];
  /**
   * Recorded operations no adapter operation calls (their objects are compared by kind instead),
   * and kinds of recorded object no adapter operation asks for, each with the reason.
   */
  unread?: { operation?: string; kind?: string; reason: string }[];
}

interface Run {
  checked: CheckedExchange[];
  result: TourResult;
  exchanges: Exchange[];
}

const REQUEST_KINDS = new Set<Problem['kind']>([
  'unknownOperation',
  'deprecated',
  'unknownParameter',
  'missingParameter',
  'parameterValue',
  'body',
]);
/** Problems of what the adapter sent (body members are told as `request:<path>`), not of the answer. */
const isRequestProblem = (p: Problem) => REQUEST_KINDS.has(p.kind) || p.path.startsWith('request:');

/** The exchanges of the tour that are API calls (the browser's sign-in page is not). */
const apiCalls = (checked: CheckedExchange[]) => checked.filter((c) => c.operation !== 'authorizePage');

async function runTour(setup: ConformanceSetup): Promise<Run> {
  const catalogue = createCatalogue({ recordings: 400 });
  const emulator = await setup.start({ catalogue, rateLimit: null });
  const tapped = await tapEnvironment(emulator.env);
  try {
    const adapter = setup.adapterFor(tapped.env);
    const result = await tour({
      adapter,
      emulator,
      catalogue,
      label: tapped.label,
      unknownTrackId: setup.unknownTrackId,
      signIn: () =>
        setup.signIn
          ? setup.signIn(adapter, emulator, catalogue)
          : signIn(
              { adapter, emulator, catalogue, redirectUri: 'https://partner.example/callback' },
              catalogue.users[0],
            ),
    });
    const checker = new ConformanceChecker(setup.reference);
    return { checked: tapped.exchanges.map((e) => checker.check(e)), result, exchanges: tapped.exchanges };
  } finally {
    await tapped.close();
    await emulator.close();
  }
}

/**
 * The spec-conformance suite of one service: every adapter operation is called through a tap in
 * front of the emulator, and every request and answer is held to the service's published spec
 * and to the real answers recorded from it.
 */
export function conformanceSuite(test: TestFn, setup: ConformanceSetup): void {
  let run: Run;
  test.before(async () => {
    run = await runTour(setup);
  });

  const only = (keep: (p: Problem) => boolean) =>
    describe(apiCalls(run.checked).map((c) => ({ ...c, problems: c.problems.filter(keep) })));

  test('every request the adapter sends is an operation of the spec, with known parameters in range', (t) => {
    t.deepEqual(only(isRequestProblem), []);
  });

  test('every answer of the emulator fits the spec’s schema and the recorded real answers', (t) => {
    t.deepEqual(
      only((p) => !isRequestProblem(p)),
      [],
    );
  });

  test('the tour covers every adapter operation; what the service lacks sends nothing', (t) => {
    const calls = apiCalls(run.checked);
    const checker = new ConformanceChecker(setup.reference);
    // A call the service refused as unsupported sent nothing, whichever credentials it used.
    for (const label of run.result.unsupportedCalls)
      t.is(calls.filter((c) => c.exchange.label === label).length, 0, `${label} is unsupported yet sent a request`);
    for (const operation of ADAPTER_OPERATIONS) {
      if (run.result.unsupported.has(operation)) continue;
      const mine = calls.filter((c) => c.exchange.label.split(':')[0] === operation);
      t.true(
        mine.some((c) => c.operation !== null && !checker.isError(c.exchange)),
        `${operation} made no successful call the references describe`,
      );
    }
    // The answers when things go wrong were seen too.
    const failures = calls.filter((c) => c.exchange.label.startsWith('errors:') && checker.isError(c.exchange));
    t.true(failures.length > 0, 'no error answer was provoked');
  });

  test('every recorded operation is compared with the answers of the same operation', (t) => {
    const compared = new Set(
      apiCalls(run.checked)
        .filter((c) => c.compared > 0)
        .map((c) => c.operation),
    );
    const unread = new Set((setup.unread ?? []).map((u) => u.operation));
    const missed = new ConformanceChecker(setup.reference)
      .recordedOperations()
      .filter((operation) => !compared.has(operation) && !unread.has(operation));
    t.deepEqual(missed, [], 'recorded operations no answer was compared with');
    t.true(compared.size > 0, 'no recording is compared with any answer');
    // Every kind of object the recordings hold met its like in some answer.
    const kinds = new Set(apiCalls(run.checked).flatMap((c) => c.kinds));
    t.deepEqual(
      new ConformanceChecker(setup.reference)
        .recordedKinds()
        .filter((kind) => !kinds.has(kind) && !(setup.unread ?? []).some((u) => u.kind === kind)),
      [],
      'recorded kinds of object no answer was compared with',
    );
  });

  for (const drift of setup.drifts)
    test(`a drifted emulator is caught: ${drift.description}`, (t) => {
      // The same exchanges, as an emulator with the drift would have answered them.
      const checker = new ConformanceChecker(setup.reference);
      const before = new Set(describe(apiCalls(run.checked)));
      const drifted = apiCalls(run.checked).map((c) =>
        checker.check({ ...c.exchange, responseBody: drift.rewrite(c.exchange.responseBody) }),
      );
      const noticed = describe(drifted).filter((line) => !before.has(line));
      t.true(noticed.length > 0, 'the drift went unnoticed');
    });
}
