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
  // A line names the request it is written for: the web request being served, or the one that
  // queued the job running.
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
});
