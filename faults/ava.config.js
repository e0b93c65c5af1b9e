// `npm run faults`: the fault scripts, one after the other (each takes the machine's services for
// itself: it kills workers, restarts Postgres, keeps a music service down for minutes).
export default {
  files: [
    'faults/**/*.fault.ts',
    'test/transfers/crash.test.ts',
    'test/transfers/lostJobs.test.ts',
    'test/webhooks/crash.test.ts',
  ],
  extensions: { ts: 'module' },
  nodeArguments: ['--import=tsx', '--import=./test/helpers/environment.ts'],
  timeout: '10m',
  workerThreads: false,
  concurrency: 1,
  serial: true,
};
