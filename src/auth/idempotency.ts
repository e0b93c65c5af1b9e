import { createHash, randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { authOf } from './authenticate.js';
import type { Credential } from './context.js';
import { SealedValueError, type Keyring } from '../crypto/encryption.js';
import { digest } from '../crypto/tokens.js';
import { ApiError, badRequest } from '../http/errors.js';
import { log } from '../log.js';
import { requestIdOf } from '../http/requestId.js';

/** How long a key answers for its first request. */
export const IDEMPOTENCY_LIFE_MS = 24 * 3600_000;
/**
 * A first request still running after this long is taken for lost (its process died): the key is
 * free again. The clock starts again each time the request notes progress, so a long write (B3 in
 * many batches) is never taken for lost while it goes on.
 */
const ABANDONED_AFTER_S = 120;
/** How long a repeat waits for the first request with its key to answer before it gives up with 409. */
const WAIT_MS = 10_000;

/** Printable ASCII without spaces, as other APIs take them (a UUID, a hash, an order number). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * A kept answer: sealed, since some carry a secret we otherwise keep only sealed or as a digest (a
 * new webhook endpoint's signing secret, D1's launch code). `body` is the form kept in clear
 * before answers were sealed; such rows end within 24 hours of the upgrade.
 */
type KeptAnswer = { sealed: string } | { body: unknown };

interface KeyRow {
  id: string;
  request_digest: string;
  status: number | null;
  response: KeptAnswer | null;
  abandoned: boolean;
}

/**
 * What a route sees of its request's Idempotency-Key. A route whose write is ours keeps its answer
 * inside the write's transaction; a route that writes to a music service notes what it is about to
 * write, and reads back what an abandoned first try wrote before writing again. Routes that do
 * neither need nothing: their answer is kept when they give it.
 */
export interface KeyedRequest {
  /**
   * What the first try of this same request noted before it wrote, when that try ended without an
   * outcome (its process died, or it answered 429 or 5xx after noting); null otherwise.
   */
  readonly earlier: unknown;
  /**
   * Notes what this try is about to write, before it writes, and that it is still alive. Throws
   * 409 `idempotencyKeyInProgress` when a retry took the key over: that retry does the work now.
   */
  note(intent: unknown): Promise<void>;
  /**
   * Keeps the answer now, inside `transaction` when given, so that the key's outcome commits with
   * the write it answers or not at all. Once kept, nothing the request answers later changes it.
   */
  keep(status: number, body: unknown, transaction?: Transaction): Promise<void>;
}

const keyedRequests = new WeakMap<Response, KeyedRequest>();

/** The Idempotency-Key of the request `res` answers; null when it came without one. */
export const keyedRequestOf = (res: Response): KeyedRequest | null => keyedRequests.get(res) ?? null;

/**
 * The answer of a write made in a transaction of ours (D1, a sync's creation): the command calls
 * `keep` inside its transaction once the write is made, so that a process dying after the commit
 * leaves the key answered rather than in progress; `send` then answers exactly what was kept.
 */
export function answerInTransaction<T>(
  res: Response,
  status: number,
  present: (made: T, transaction: Transaction) => unknown,
): { keep(transaction: Transaction, made: T): Promise<void>; send(): void } {
  let answer: unknown;
  return {
    async keep(transaction, made) {
      answer = await present(made, transaction);
      await keyedRequestOf(res)?.keep(status, answer, transaction);
    },
    send: () => void res.status(status).json(answer),
  };
}

const inProgress = () =>
  new ApiError(
    409,
    'idempotencyKeyInProgress',
    'A request with this Idempotency-Key is still running; try again shortly.',
    undefined,
    { 'Retry-After': '1' },
  );

const ANSWER_PLACE = { table: 'idempotency_keys', column: 'response' };

/**
 * Whose key it is, within the account: a key belongs to the credential class that first used it,
 * so a docs session never replays what the Client Secret did, nor the other way round. The
 * Client Secret's keys keep the plain digest keys had before classes, so that a retry across the
 * upgrade still replays.
 */
function keyDigestOf(credential: Credential, raw: string): string {
  switch (credential.kind) {
    case 'basic':
      return digest(raw);
    case 'devToken':
      return digest(`devToken:${credential.sub ?? '*'}\n${raw}`);
    case 'docsSession':
      return digest(`docsSession:${credential.docsSessionId}\n${raw}`);
    case 'oneTimeToken':
      return digest(`oneTimeToken:${credential.signInAttemptId}\n${raw}`);
    case 'clientIdToken':
      return digest(`clientIdToken\n${raw}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on the POSTs of the partner API: the first request with a key does the work and
 * its answer is kept (sealed) for 24 hours, scoped to the account and the credential class; the
 * same key with the same request answers that again (with `Idempotent-Replayed: true`) without
 * doing the work again; with another request, 422 `idempotencyKeyReused`. It runs after every
 * policy of the route, so a refused credential never reaches a kept answer. A request still
 * running makes a repeat wait for it. An answer of 429, or of 500 and more, is not kept, so that a
 * retry can succeed. Without the header, nothing changes.
 */
export function idempotentWrites(sequelize: Sequelize, keyring: Keyring): RequestHandler {
  const keyed: RequestHandler = async (req, res, next) => {
    const raw = req.get('idempotency-key')!;
    if (!KEY.test(raw))
      throw badRequest('invalidIdempotencyKey', 'Idempotency-Key is 1 to 255 printable characters without spaces.');
    const auth = authOf(req);
    const accountId = auth.account.id;
    const keyDigest = keyDigestOf(auth.credential, raw);
    const requestDigest = createHash('sha256')
      .update(JSON.stringify([req.method, `${req.baseUrl}${req.path}`, req.body ?? null]))
      .digest('hex');

    // An abandoned first try's note goes over to its retry, and only for the same request.
    const claimed = await sequelize.query<{ id: string; intent: unknown }>(
      `INSERT INTO idempotency_keys (id, account_id, key_digest, request_digest, expires_at)
       VALUES (:id, :accountId, :keyDigest, :requestDigest, :expiresAt)
       ON CONFLICT (account_id, key_digest) DO UPDATE
         SET id = EXCLUDED.id, request_digest = EXCLUDED.request_digest, status = NULL, response = NULL,
             created_at = now(), expires_at = EXCLUDED.expires_at,
             intent = CASE WHEN idempotency_keys.expires_at >= now()
                            AND idempotency_keys.request_digest = EXCLUDED.request_digest
                           THEN idempotency_keys.intent END
         WHERE idempotency_keys.expires_at < now()
            OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER_S} seconds')
       RETURNING id, intent`,
      {
        replacements: {
          id: randomUUID(),
          accountId,
          keyDigest,
          requestDigest,
          expiresAt: new Date(Date.now() + IDEMPOTENCY_LIFE_MS),
        },
        type: QueryTypes.SELECT,
      },
    );
    if (claimed.length) {
      keepAnswer(sequelize, keyring, res, claimed[0].id, claimed[0].intent ?? null);
      return next();
    }

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const [row] = await sequelize.query<KeyRow>(
        `SELECT id, request_digest, status, response,
                created_at < now() - interval '${ABANDONED_AFTER_S} seconds' AS abandoned
           FROM idempotency_keys WHERE account_id = :accountId AND key_digest = :keyDigest`,
        { replacements: { accountId, keyDigest }, type: QueryTypes.SELECT },
      );
      // Gone, or freed by a first request that answered 429 or 5xx: claim it as the first requests do.
      if (!row || (row.status === null && row.abandoned)) return keyed(req, res, next);
      if (row.request_digest !== requestDigest) {
        throw new ApiError(
          422,
          'idempotencyKeyReused',
          'This Idempotency-Key was used for another request in the last 24 hours.',
        );
      }
      if (row.status !== null) {
        const body = openAnswer(keyring, row);
        res.set('Idempotent-Replayed', 'true').status(row.status);
        return void (body === undefined ? res.end() : res.json(body));
      }
      if (Date.now() > deadline) throw inProgress();
      await sleep(100);
    }
  };
  // Everything else passes at once, without the promise an async handler costs each request.
  return (req, res, next) =>
    req.method === 'POST' && req.get('idempotency-key') !== undefined ? keyed(req, res, next) : next();
}

/** The body of a kept answer; a sealed one that no listed key opens is refused with 409. */
function openAnswer(keyring: Keyring, row: KeyRow): unknown {
  const kept = row.response;
  if (!kept) return undefined;
  if (!('sealed' in kept)) return kept.body;
  try {
    return keyring.openJson<{ body?: unknown }>(kept.sealed, { ...ANSWER_PLACE, rowId: row.id }).body;
  } catch (err) {
    if (!(err instanceof SealedValueError)) throw err;
    // Its key was retired within the key's 24 hours: doing the work again could do it twice.
    throw new ApiError(
      409,
      'idempotencyAnswerUnreadable',
      'The answer kept for this Idempotency-Key can no longer be read; send the request with a new key.',
    );
  }
}

/**
 * An answer that says "try again" (a 429, ours or the service's, or any 5xx) frees the key instead
 * of being kept: the retry it asks for must do the work, not meet the refusal again.
 */
const asksForRetry = (status: number) => status === 429 || status >= 500;

/**
 * Keeps the answer of the first request with a key (sealed). A route whose write is ours keeps it
 * itself, in that write's transaction; otherwise it is kept when the route gives it, whether or
 * not the client is still there to read it: a client that dropped the connection never sees the
 * response finish, and its retry must still get the first outcome instead of doing the work again.
 */
function keepAnswer(sequelize: Sequelize, keyring: Keyring, res: Response, id: string, earlier: unknown): void {
  // Set once the outcome is committed: an error after it (a lost Redis, say) must not undo it.
  let settled = false;
  keyedRequests.set(res, {
    earlier,
    async note(intent) {
      const noted = await sequelize.query(
        'UPDATE idempotency_keys SET intent = :intent, created_at = now() WHERE id = :id AND status IS NULL RETURNING id',
        { replacements: { id, intent: JSON.stringify(intent) }, type: QueryTypes.SELECT },
      );
      if (!noted.length) throw inProgress();
    },
    async keep(status, body, transaction) {
      // A retry took the key over: this write must not commit beside the one that retry makes.
      if (!(await store(sequelize, keyring, id, status, body, transaction))) throw inProgress();
      if (transaction) transaction.afterCommit(() => void (settled = true));
      else settled = true;
    },
  });

  let body: unknown;
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    body = value;
    return json(value);
  };
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let answered = false;
  res.end = ((...args: unknown[]) => {
    if (!answered && !settled) {
      answered = true;
      // A failure here only means a repeat will wait and then do the work again after the abandon delay.
      store(sequelize, keyring, id, res.statusCode, body).catch((err: Error) =>
        log.warn(
          { err: err.message, requestId: requestIdOf(res.req) },
          'the answer of an idempotent request was not kept',
        ),
      );
    }
    return end(...args);
  }) as Response['end'];
}

/**
 * Writes a key's outcome; false when the key is no longer this try's. A freed key keeps its row and
 * its note, taken for abandoned at once: the retry claims it, and reads back what this try may
 * have written before it failed.
 */
async function store(
  sequelize: Sequelize,
  keyring: Keyring,
  id: string,
  status: number,
  body: unknown,
  transaction?: Transaction,
): Promise<boolean> {
  const stored = asksForRetry(status)
    ? await sequelize.query("UPDATE idempotency_keys SET created_at = '-infinity' WHERE id = :id RETURNING id", {
        replacements: { id },
        type: QueryTypes.SELECT,
        transaction,
      })
    : await sequelize.query(
        'UPDATE idempotency_keys SET status = :status, response = :response WHERE id = :id RETURNING id',
        {
          replacements: {
            id,
            status,
            response: JSON.stringify({
              sealed: keyring.sealJson(body === undefined ? {} : { body }, { ...ANSWER_PLACE, rowId: id }),
            } satisfies KeptAnswer),
          },
          type: QueryTypes.SELECT,
          transaction,
        },
      );
  return stored.length > 0;
}
