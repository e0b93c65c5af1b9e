// How an operation is described before it is rendered: its credentials, parameters, body and answers.
import type { CredentialName, Credentials } from './security.js';
import type { Schema } from './schemaKit.js';

/** A query parameter: its schema, with whether it is required, what it means and a value to try. */
export type QueryParameter = Schema & { required?: boolean; description?: string; example?: unknown };

export interface Operation {
  /** A few words, without the interface's code (that goes in `code`). */
  summary: string;
  /** What it does, for whom, and what to look out for, in sentences. */
  description?: string;
  /** One of the document's tags (document.ts `TAGS`). */
  tag: string;
  /** The interface's code of the operation (A3, C1, D1), when the interface names it. */
  code?: string;
  credentials?: Credentials;
  /**
   * Which request budget the route counts against: the account's (every route with credentials,
   * the default there) or the client address's (the credential-free reads and the hosted pages).
   */
  rateLimit?: 'account' | 'address';
  /** Whether the route takes `Idempotency-Key`; by default every POST with credentials does. */
  idempotencyKey?: boolean;
  query?: Record<string, QueryParameter>;
  /** Values to try the path parameters with, by name. */
  pathExamples?: Record<string, unknown>;
  body?: Schema;
  /** A body to try the operation with (the docs page's "Try it out" starts from it). */
  bodyExample?: unknown;
  ok: {
    status: number;
    schema?: Schema;
    html?: boolean;
    redirect?: boolean;
    description?: string;
    /**
     * Where the answer differs by credential (`authData` for Basic, say): what each gets, as a
     * component or a union of them. `schema` stays what any of them may get.
     */
    byCredential?: Partial<Record<CredentialName, Schema>>;
  };
  /** Other successful answers beside `ok` (a page where `ok` is a redirect, say). */
  alsoOk?: { status: number; html?: boolean; redirect?: boolean; description: string }[];
  errors?: number[];
  /**
   * The error codes of the operation's own (its checks and what it does), besides those every
   * operation of its kind answers (credentials, body, budget, idempotency), which the document adds.
   */
  codes?: string[];
  /** A page a person's browser opens: its errors are pages (text/html) too, not the JSON error. */
  page?: boolean;
  /** A dashboard page: without a session it sends the browser to the sign-in page. */
  signedIn?: boolean;
  /** Reached only from another page of ours, never linked to or called by a partner (an own page). */
  own?: boolean;
}

/** The operations of some paths, by path and then by method. */
export type OperationsByPath = Record<string, Record<string, Operation>>;
