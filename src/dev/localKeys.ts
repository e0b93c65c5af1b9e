import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { newEncryptionKeys } from '../config.js';

/** The git-ignored file holding a development machine's encryption keys. */
export const LOCAL_KEY_FILE = resolve(process.cwd(), '.local', 'encryption-keys');

/**
 * On a development machine without `ENCRYPTION_KEYS`: the keys made on the first run into a
 * git-ignored file and reused after, so the demo's sealed tokens survive a restart and no key
 * ever lives in the source. Does nothing outside NODE_ENV=development.
 */
export function useLocalEncryptionKeys(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'development' || env.ENCRYPTION_KEYS) return;
  if (!existsSync(LOCAL_KEY_FILE)) {
    mkdirSync(dirname(LOCAL_KEY_FILE), { recursive: true });
    writeFileSync(LOCAL_KEY_FILE, `${newEncryptionKeys()}\n`, { mode: 0o600 });
    chmodSync(LOCAL_KEY_FILE, 0o600);
  }
  env.ENCRYPTION_KEYS = readFileSync(LOCAL_KEY_FILE, 'utf8').trim();
}
