import { QueryTypes, type Sequelize } from 'sequelize';
import { place, SEALED_COLUMNS, SealedValueError, type Keyring } from './encryption.js';
import { log } from '../log.js';

export interface ResealProgress {
  /** Sealed values looked at, rewritten under the first key, and those no listed key opens. */
  checked: number;
  resealed: number;
  unreadable: number;
  /** `table.column` being worked on, or null when done. */
  current: string | null;
}

const BATCH = 500;

/**
 * Rewrites every sealed value that is not sealed under the keyring's first key in the current
 * format (docs/decisions.md, "Sealed secrets and key rotation"). Works in batches ordered by row id,
 * so it holds no long lock and can simply run again after a crash; a value changed meanwhile is left
 * to its new writer.
 */
export async function resealAll(
  sequelize: Sequelize,
  keyring: Keyring,
  onProgress: (p: ResealProgress) => Promise<void> | void = () => undefined,
): Promise<ResealProgress> {
  const progress: ResealProgress = { checked: 0, resealed: 0, unreadable: 0, current: null };
  for (const column of SEALED_COLUMNS) {
    progress.current = `${column.table}.${column.column}`;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await sequelize.query<{ id: string; sealed: string }>(
        `SELECT id, "${column.column}" AS sealed FROM "${column.table}" WHERE "${column.column}" IS NOT NULL AND id > :after ORDER BY id LIMIT ${BATCH}`,
        { replacements: { after }, type: QueryTypes.SELECT },
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      for (const row of rows) {
        progress.checked += 1;
        if (!keyring.needsReseal(row.sealed)) continue;
        const at = place(column, row.id);
        let plaintext: string;
        try {
          plaintext = keyring.open(row.sealed, at);
        } catch (err) {
          if (!(err instanceof SealedValueError)) throw err;
          progress.unreadable += 1;
          log.warn({ table: column.table, column: column.column, id: row.id }, 'sealed value opens with no listed key');
          continue;
        }
        const [, affected] = await sequelize.query(
          `UPDATE "${column.table}" SET "${column.column}" = :next WHERE id = :id AND "${column.column}" = :previous`,
          {
            replacements: { next: keyring.seal(plaintext, at), id: row.id, previous: row.sealed },
            type: QueryTypes.UPDATE,
          },
        );
        if (affected) progress.resealed += 1;
      }
      await onProgress({ ...progress });
    }
  }
  progress.current = null;
  await onProgress({ ...progress });
  return progress;
}
