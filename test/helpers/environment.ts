import { appendFileSync, readFileSync } from 'node:fs';
import { newEncryptionKeys } from '../../src/config.js';

// Loaded before every test file (ava's nodeArguments): a test environment with keys of its own,
// inherited by every process a test starts.
process.env.NODE_ENV ??= 'test';
process.env.ENCRYPTION_KEYS ??= newEncryptionKeys();

// `TEST_TIMINGS=<file>`: each test file's process appends how long it lived and the CPU it spent
// (its own), in seconds, its file, when it ended (Unix seconds), and the CPU seconds of the
// processes it started and waited for (web and worker processes, Chromium, `npm start`; `-` where
// /proc does not say), so that a run can list its slowest files (`.ci/run` prints them) and lay
// the files out in time.
const timings = process.env.TEST_TIMINGS;
if (timings) {
  let file = '';
  process.on('message', (message: { ava?: { type?: string; options?: { file?: string } } }) => {
    if (message?.ava?.type === 'options') file = message.ava.options?.file ?? '';
  });
  process.on('exit', () => {
    const { userCPUTime, systemCPUTime } = process.resourceUsage();
    const cpu = ((userCPUTime + systemCPUTime) / 1e6).toFixed(1);
    if (file)
      appendFileSync(
        timings,
        `${process.uptime().toFixed(1)} ${cpu} ${file.replace(`${process.cwd()}/`, '')} ${(Date.now() / 1000).toFixed(1)} ${childrenCpu()}\n`,
      );
  });
}

/** CPU seconds of the children waited for: cutime and cstime of /proc/self/stat, in clock ticks of 1/100 s. */
function childrenCpu(): string {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[13]) + Number(fields[14])) / 100).toFixed(1);
  } catch {
    return '-';
  }
}

// ava's own timeout watches the whole run: a file stuck on something that never comes would hold
// one of its places to the end while the others go on. No file takes half this long; one that does
// says so and fails, and the run goes on without it.
const FILE_LIMIT_MS = 8 * 60_000;
setTimeout(() => {
  process.stderr.write(
    `this test file ran for ${FILE_LIMIT_MS / 60_000} minutes and was stopped: something it waits on never came\n`,
  );
  process.exit(1);
}, FILE_LIMIT_MS).unref();
