// How an operation is described before it is rendered: its credentials, parameters, body and answers.
import type { Credentials } from './security.js';
import type { Schema } from './schemaKit.js';

export interface Operation {
  summary: string;
  tag: string;
  credentials?: Credentials;
  query?: Record<string, Schema & { required?: boolean; description?: string }>;
  body?: Schema;
  ok: { status: number; schema?: Schema; html?: boolean; redirect?: boolean; description?: string };
  errors?: number[];
  /** A dashboard page: without a session it sends the browser to the sign-in page. */
  signedIn?: boolean;
  /** Reached only from another page of ours, never linked to or called by a partner (an own page). */
  own?: boolean;
}

/** The operations of some paths, by path and then by method. */
export type OperationsByPath = Record<string, Record<string, Operation>>;
