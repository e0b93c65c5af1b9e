import test from 'ava';
import { spawn } from 'node:child_process';

// `npm test` on a machine where nothing answers at 127.0.0.1:5432 and 127.0.0.1:6379: here a
// network namespace of its own, whose loopback has nothing listening. It starts a PostgreSQL and
// a Redis for the run, the tests pass against them, and both are gone afterwards.

test('npm test brings its own PostgreSQL and Redis where none answers, and stops them after', async (t) => {
  const script = [
    'ip link set lo up',
    'npx tsx test/run.ts --tap test/http/errors.test.ts',
    // Nothing left listening once the run is over.
    "node -e \"const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>{console.log('LEFT 5432');process.exit()});s.on('error',()=>console.log('GONE 5432'))\"",
    "node -e \"const s=require('net').connect(6379,'127.0.0.1');s.on('connect',()=>{console.log('LEFT 6379');process.exit()});s.on('error',()=>console.log('GONE 6379'))\"",
  ].join(' && ');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  // The inner run's files are not this run's: none of its timings are listed with ours.
  delete env.TEST_TIMINGS;
  const child = spawn('unshare', ['--net', 'sh', '-c', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.is(code, 0, out.slice(-2_000));
  t.regex(out, /started for this run: PostgreSQL \(embedded, for this run\) at 127\.0\.0\.1:5432/);
  t.regex(out, /started for this run: Redis .* at 127\.0\.0\.1:6379/);
  t.regex(out, /^# pass\s+5$/m);
  t.regex(out, /GONE 5432/);
  t.regex(out, /GONE 6379/);
});
