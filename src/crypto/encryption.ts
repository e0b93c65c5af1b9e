import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** Where a sealed value lives: bound into its ciphertext, so a value copied elsewhere does not open. */
export interface SealedPlace {
  table: string;
  column: string;
  rowId: string;
}

/** Every sealed column, for the re-seal job and for the places of the code that seal. */
export const SEALED_COLUMNS = [
  { table: 'integration_users', column: 'auth_data_sealed' },
  { table: 'integration_users', column: 'refresh_token_sealed' },
  { table: 'webhook_endpoints', column: 'secret_sealed' },
  { table: 'sign_in_attempts', column: 'code_verifier_sealed' },
  { table: 'webhook_endpoints', column: 'previous_secret_sealed' },
] as const;

export type SealedColumn = (typeof SEALED_COLUMNS)[number];

export const place = (column: SealedColumn, rowId: string): SealedPlace => ({ ...column, rowId });

export class SealedValueError extends Error {}

const associatedData = (at: SealedPlace) =>
  Buffer.from(`${at.table}\u0000${at.column}\u0000${at.rowId.toLowerCase()}`, 'utf8');

/**
 * AES-256-GCM for the secrets we must reuse (music-service tokens, webhook signing secrets).
 * A sealed value is `v2.<keyId>.<iv>.<tag>.<ciphertext>`, authenticated together with its table,
 * column and row id. Keys rotate: the first key seals, every listed key opens, and `needsReseal`
 * tells which values the re-seal job must rewrite (an older key, or the older `v1` format that
 * carried no place).
 */
export class Keyring {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: EncryptionKey[]) {
    if (keys.length === 0) throw new Error('a keyring needs at least one key');
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  get currentKeyId(): string {
    return this.keys[0].id;
  }

  seal(plaintext: string, at: SealedPlace): string {
    const { id, key } = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(associatedData(at));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      'v2',
      id,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  open(sealed: string, at: SealedPlace): string {
    const [version, id, iv, tag, body] = sealed.split('.');
    const key = this.byId.get(id);
    if ((version !== 'v1' && version !== 'v2') || !key || body === undefined)
      throw new SealedValueError('sealed value cannot be opened with this keyring');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      if (version === 'v2') decipher.setAAD(associatedData(at));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedValueError(`sealed value of ${at.table}.${at.column} does not belong to this row or key`);
    }
  }

  sealJson(value: unknown, at: SealedPlace): string {
    return this.seal(JSON.stringify(value), at);
  }

  openJson<T>(sealed: string, at: SealedPlace): T {
    return JSON.parse(this.open(sealed, at)) as T;
  }

  needsReseal(sealed: string): boolean {
    const [version, id] = sealed.split('.');
    return version !== 'v2' || id !== this.keys[0].id;
  }
}
