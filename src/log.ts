import { pino } from 'pino';
import { currentRequestId } from './requestId.js';

// Secrets travel in these places; pino replaces them before a line is written.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.authorization',
  '*.clientSecret',
  '*.accessToken',
  '*.refreshToken',
  '*.authData',
  '*.token',
  '*.password',
  '*.secret',
];

/** The process logger: JSON lines on stdout, secrets redacted. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: REDACT, censor: '[redacted]' },
  base: { pid: process.pid },
  // A line written while a job runs names the request that queued it; the web process's lines name
  // their request themselves (`requestIdOf`).
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
});
