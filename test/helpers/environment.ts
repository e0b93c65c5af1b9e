import { appendFileSync } from 'node:fs';
import { newEncryptionKeys } from '../../src/config.js';

// Loaded before every test file (ava's nodeArguments): a test environment with keys of its own,
// inherited by every process a test starts.
process.env.NODE_ENV ??= 'test';
process.env.ENCRYPTION_KEYS ??= newEncryptionKeys();

// `TEST_TIMINGS=<file>`: each test file's process appends how long it lived and the CPU it spent
// (its own, not its children's), in seconds, its file, and when it ended (Unix seconds), so that a
// run can list its slowest files (`.ci/run` prints them) and lay the files out in time.
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
        `${process.uptime().toFixed(1)} ${cpu} ${file.replace(`${process.cwd()}/`, '')} ${(Date.now() / 1000).toFixed(1)}\n`,
      );
  });
}
