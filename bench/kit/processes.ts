import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ServiceId } from '../../src/integrations/serviceIds.js';

/** Starts an entry point (TypeScript through tsx, or compiled JavaScript) in a Node process of its own. */
export function startProcess(script: string, env: NodeJS.ProcessEnv, nodeOptions: string[] = []): ChildProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeOptions, ...loader, script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Drained even when nobody reads it: a full pipe would stop the child.
  child.stdout!.resume();
  // A benchmark that fails leaves nothing running behind it.
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

/** The first line of the child's output that starts with `prefix`, without it. */
export function lineStartingWith(child: ChildProcess, prefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the process ended (exit ${code}) before printing "${prefix}"`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(prefix)) resolve(line.slice(prefix.length));
    });
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

/** CPU seconds a process has used so far (user and system), from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Keeps a process (all its threads) on one core, where `taskset` exists; false where it does not.
 * Two processes measured against each other on a small machine disturb each other less this way.
 */
export function pinToCore(pid: number, core: number): boolean {
  try {
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', String(core), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface Listener {
  id: string;
  displayName: string;
  country: string;
  accessToken: string;
  refreshToken: string | null;
}

export interface EmulatorProcess {
  child: ChildProcess;
  urls: Partial<Record<ServiceId, string>>;
  /** What our processes need beside the URLs (keys the emulators trust). */
  env: Record<string, string>;
  /** The seeded listeners of each service (demo, medium, heavy), with tokens for calls made directly. */
  listeners: Partial<Record<ServiceId, Record<string, Listener>>>;
  /** The heavy listener's sized playlists: service -> size -> playlist id. */
  sizedPlaylists: Partial<Record<ServiceId, Record<number, string>>>;
}

/** The emulators of `services`, without rate limits, in a process of their own (bench/emulatorServer.ts). */
export async function startEmulatorProcess(
  services: ServiceId[],
  options: { recordings?: number; sizedPlaylists?: number[] } = {},
): Promise<EmulatorProcess> {
  const child = startProcess('bench/emulatorServer.ts', {
    ...process.env,
    BENCH_EMULATORS: services.join(','),
    ...(options.recordings ? { BENCH_RECORDINGS: String(options.recordings) } : {}),
    ...(options.sizedPlaylists ? { BENCH_SIZED_PLAYLISTS: options.sizedPlaylists.join(',') } : {}),
  });
  const listening = JSON.parse(await lineStartingWith(child, 'LISTENING '));
  return { child, ...listening };
}

/** Waits until `url` answers 2xx. */
export async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
