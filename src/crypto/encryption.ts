import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/**
 * AES-256-GCM for the secrets we must reuse (music-service tokens, webhook signing secrets).
 * A sealed value is `v1.<keyId>.<iv>.<tag>.<ciphertext>` so that keys can rotate: the first key
 * seals, every listed key opens, and `needsReseal` tells which rows a rotation must rewrite.
 */
export class Keyring {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: EncryptionKey[]) {
    if (keys.length === 0) throw new Error('a keyring needs at least one key');
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  seal(plaintext: string): string {
    const { id, key } = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, id, iv, tag, body] = sealed.split('.');
    const key = this.byId.get(id);
    if (version !== 'v1' || !key || body === undefined) throw new Error('sealed value cannot be opened with this keyring');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  sealJson(value: unknown): string {
    return this.seal(JSON.stringify(value));
  }

  openJson<T>(sealed: string): T {
    return JSON.parse(this.open(sealed)) as T;
  }

  needsReseal(sealed: string): boolean {
    return sealed.split('.')[1] !== this.keys[0].id;
  }
}
