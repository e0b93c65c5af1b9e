/**
 * Named places where a fault scenario (`npm run faults`) can kill this process, to prove that what
 * is written before the point and what is written after it survive together or not at all.
 * `FAULT_CRASH_AT=<point>` arms one point; unset, as in every deployment, a point costs one
 * comparison. The process dies by SIGKILL: no handler, no flush, as when a machine is lost.
 */
const armed = process.env.FAULT_CRASH_AT ?? '';

export function faultPoint(name: string): void {
  if (armed && armed === name) process.kill(process.pid, 'SIGKILL');
}
