import { errors, importSPKI, jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import { ApiKey, DevTokenKey } from '../accounts/models.js';
import { unauthorized, type ApiError } from '../http/errors.js';
import { isUuid } from '../ids.js';

export interface VerifiedDevToken {
  accountId: string;
  kid: string;
  sub: string | null;
  /** The Client ID of the live API key the token names as its issuer (`iss`). */
  clientId: string;
  /** Milliseconds since the epoch; the cache never keeps the token past it. */
  expiresAt: number;
}

export interface DevTokenPolicy {
  maxAgeSeconds: number;
  clockToleranceSeconds: number;
}

const keyCache = new Map<string, { key: CryptoKey; pem: string }>();

async function publicKey(pem: string): Promise<CryptoKey> {
  const hit = keyCache.get(pem);
  if (hit) return hit.key;
  const key = await importSPKI(pem, 'ES256');
  if (keyCache.size > 10_000) keyCache.clear();
  keyCache.set(pem, { key, pem });
  return key;
}

/**
 * Verifies a DevToken (spec, Authentication rule 3): ES256 only, the key chosen by `kid` among
 * live uploaded keys, `iss` a live Client ID of the key's account, `exp` and `iat` required and
 * the token no older than the maximum age. Every refusal says which rule failed.
 */
export async function verifyDevToken(token: string, policy: DevTokenPolicy): Promise<VerifiedDevToken> {
  let keyRow: DevTokenKey | null = null;
  try {
    const { payload, protectedHeader } = await jwtVerify(
      token,
      async (header: JWTHeaderParameters) => {
        if (header.alg !== 'ES256')
          throw new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
        if (typeof header.kid !== 'string' || header.kid.length === 0 || header.kid.length > 200)
          throw devTokenError('devTokenUnknownKey');
        keyRow = await DevTokenKey.findOne({ where: { kid: header.kid, revokedAt: null } });
        if (!keyRow) throw devTokenError('devTokenUnknownKey');
        return publicKey(keyRow.publicKeyPem);
      },
      {
        algorithms: ['ES256'],
        requiredClaims: ['exp', 'iat', 'iss'],
        maxTokenAge: policy.maxAgeSeconds,
        clockTolerance: policy.clockToleranceSeconds,
      },
    );
    const row = keyRow as DevTokenKey | null;
    if (!row) throw devTokenError('devTokenUnknownKey');
    const issuer = typeof payload.iss === 'string' ? payload.iss : '';
    const liveKey = /^[0-9a-f-]{36}$/i.test(issuer)
      ? await ApiKey.findOne({ where: { clientId: issuer, accountId: row.accountId, revokedAt: null } })
      : null;
    if (!liveKey) throw devTokenError('devTokenIssuerInvalid');
    // A token for one user must never become account-wide: `sub`, when present, is a user's uuid.
    if (payload.sub !== undefined && (typeof payload.sub !== 'string' || !isUuid(payload.sub)))
      throw devTokenError('devTokenSubjectInvalid');
    // A token may not promise to live longer than the maximum age either.
    if (payload.exp! - payload.iat! > policy.maxAgeSeconds) throw devTokenError('devTokenTooLong');
    return {
      accountId: row.accountId,
      kid: protectedHeader.kid!,
      sub: payload.sub ?? null,
      clientId: liveKey.clientId,
      expiresAt: payload.exp! * 1000,
    };
  } catch (err) {
    throw toDevTokenError(err);
  }
}

const MESSAGES: Record<string, string> = {
  devTokenMalformed: 'The DevToken is not a well-formed signed JWT.',
  devTokenAlgorithmNotAllowed: 'The DevToken must be signed with ES256.',
  devTokenUnknownKey: 'The DevToken names no live Key ID (kid) of a partner.',
  devTokenSignatureInvalid: 'The DevToken signature does not verify with the key of its Key ID.',
  devTokenIssuerInvalid: 'The DevToken issuer (iss) is not a live Client ID of the account that owns the key.',
  devTokenExpired: 'The DevToken has expired (exp).',
  devTokenTooOld: 'The DevToken was issued (iat) too long ago.',
  devTokenTooLong: 'The DevToken lives longer than the maximum allowed; use short-lived tokens.',
  devTokenClaimsInvalid: 'The DevToken lacks exp, iat or iss, or a claim has the wrong type.',
  devTokenSubjectInvalid: 'The DevToken sub, when present, must be the uuid of a connected user.',
  devTokenIssuedInFuture: 'The DevToken was issued (iat) in the future; check the clock of the machine that signs it.',
};

function devTokenError(code: keyof typeof MESSAGES): ApiError {
  return unauthorized(code, MESSAGES[code]);
}

function toDevTokenError(err: unknown): ApiError {
  if ((err as ApiError)?.status === 401) return err as ApiError;
  // jose reports an `iat` older than the maximum age as expired too; the claim tells them apart.
  if (err instanceof errors.JWTExpired)
    return devTokenError(err.claim === 'iat' ? 'devTokenTooOld' : 'devTokenExpired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    // jose's check_failed on iat means "not in the past" (beyond the clock tolerance).
    return devTokenError(
      err.claim === 'iat' && err.reason === 'check_failed' ? 'devTokenIssuedInFuture' : 'devTokenClaimsInvalid',
    );
  }
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported)
    return devTokenError('devTokenAlgorithmNotAllowed');
  if (err instanceof errors.JWSSignatureVerificationFailed) return devTokenError('devTokenSignatureInvalid');
  return devTokenError('devTokenMalformed');
}
