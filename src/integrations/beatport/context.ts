// What the Beatport adapter's method groups share: its client, request helpers and refusals.
import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { unsupported } from '../errors.js';
import type { UserSession } from '../types.js';
import type { BeatportConfig } from './config.js';

/** Track ids one bulk add or removal sends (Beatport states no limit; clients send a page's worth). */
export const BULK = 100;

export const segment = (id: string) => encodeURIComponent(id);

/** An operation Beatport has no counterpart for. */
export const refuse = (operation: string) => async () => {
  throw unsupported('beatport', operation);
};

/** One adapter's client, as its method groups call it. */
export interface BeatportContext {
  get<T>(
    operation: string,
    path: string,
    user: UserSession,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<T>;
  send<T>(
    operation: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
  ): Promise<T>;
}

export function beatportContext(
  config: BeatportConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): BeatportContext {
  const api = new ServiceClient({
    service: 'beatport',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });

  const get = async <T>(
    operation: string,
    path: string,
    user: UserSession,
    searchParams?: Record<string, string | number | undefined>,
  ) => (await api.call<T>({ operation, path, searchParams, user })).body;
  const send = async <T>(
    operation: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
  ) =>
    (
      await api.call<T>({
        operation,
        method,
        path,
        json,
        user,
        // A repeated create or add would do it twice: only a request that never left is retried.
        idempotent: method !== 'POST',
      })
    ).body;

  return { get, send };
}
