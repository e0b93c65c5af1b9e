import test, { type ExecutionContext } from 'ava';
import { performance } from 'node:perf_hooks';
import { closeCredits } from '../../src/matching/artists.js';
import { editDistance } from '../../src/matching/text.js';
import { parseTitle } from '../../src/matching/titles.js';
import { workNumbers } from '../../src/matching/works.js';

// A service sends whatever its users typed. The readers of a listing's fine print (work numbers
// and keys, version words typed a letter off, credits a letter off) take time linear in what they
// read, on the inputs that would make a careless pattern or comparison read a text again and again.
// Timings are compared, not asserted: 8 times the input takes about 8 times as long when linear
// and 64 times when quadratic; each size is timed in turns with the other, the fastest run kept.

const GROWTH = 8;
const MOST_GROWTH = 30;
const RUNS = 7;

function fastest(work: () => unknown, calls: number): number {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    for (let call = 0; call < calls; call++) work();
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
}

function assertLinear(t: ExecutionContext, what: string, work: (input: string) => unknown, of: (n: number) => string) {
  const [short, long] = [of(2_000), of(2_000 * GROWTH)];
  work(short);
  work(long);
  const once = Math.max(
    0.001,
    fastest(() => work(short), 1),
  );
  const calls = Math.min(1_000, Math.max(GROWTH, Math.ceil(20 / once)));
  let ratio = Infinity;
  for (let turn = 0; turn < 3 && ratio >= MOST_GROWTH; turn++)
    ratio = fastest(() => work(long), Math.max(1, calls / GROWTH)) / fastest(() => work(short), calls);
  t.log(`${what}: ${ratio.toFixed(1)} times as long for ${GROWTH} times the input`);
  t.true(ratio < MOST_GROWTH, `${what}: ${ratio.toFixed(1)} times as long for ${GROWTH} times the input`);
}

const repeated = (unit: string) => (n: number) => unit.repeat(Math.ceil(n / unit.length));

test.serial('reading work numbers and keys grows linearly, whatever the title repeats', (t) => {
  for (const unit of ['op. ', 'no ', ': i. ', 'c-', 'c ', 'hob. xvi: ', ' ', 'e flat ', '#'])
    assertLinear(t, `a title of ${JSON.stringify(unit)}`, workNumbers, repeated(unit));
});

test.serial('version words typed a letter off are read in linear time', (t) => {
  assertLinear(t, 'a note of near version words', parseTitle, (n) => `Song (${repeated('radioo remixx ')(n)})`);
  assertLinear(t, 'a note of one long word', parseTitle, (n) => `Song (${'r'.repeat(n)})`);
});

test.serial('edits between two names and close credits are counted in linear time', (t) => {
  assertLinear(t, 'two long names', (name) => editDistance(name, `${name}x`, 2), repeated('ab'));
  assertLinear(
    t,
    'two long names that differ early',
    (name) => editDistance(`x${name}`, name.slice(1), 2),
    repeated('ab'),
  );
  assertLinear(t, 'two long credits', (name) => closeCredits([name], [`${name}x`]), repeated('ab c'));
});
