import { Op } from 'sequelize';
import { isUuid } from '../ids.js';
import { log } from '../log.js';
import { ApiKey } from './models.js';

// When each API key was last used, for the team deciding which key it may revoke. To the minute is
// all that needs: a key is written at most once a minute, so that a key answering thousands of
// calls a second costs one write a minute, not one a call.

/** How fresh a key's last use is kept: a use within this long of the one written is not written. */
export const KEY_USE_RESOLUTION_MS = 60_000;

/** Beyond this many keys remembered, a process starts its memory afresh (it only ever writes once more). */
const REMEMBERED_KEYS = 10_000;

/**
 * Records the uses of API keys of one process. Each process remembers when it last wrote a key's
 * use and writes again only a minute later; the statement itself leaves a row another process
 * wrote within the minute untouched, so that many processes together write a key once a minute too.
 */
export class KeyUseRecorder {
  private readonly written = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Notes that the key with this Client ID verified. Answers the write's promise when this use is
   * written (once a minute per key), and nothing otherwise, so that the calls between cost no
   * promise. Never fails the call it is noted for: a write that fails is logged and tried again
   * with the next use.
   */
  note(clientId: string | null): Promise<void> | undefined {
    if (!clientId || !isUuid(clientId)) return undefined;
    const key = clientId.toLowerCase();
    const at = this.now();
    const last = this.written.get(key);
    if (last !== undefined && at - last < KEY_USE_RESOLUTION_MS) return undefined;
    if (this.written.size >= REMEMBERED_KEYS) this.written.clear();
    this.written.set(key, at);
    return this.write(key, at);
  }

  private async write(key: string, at: number): Promise<void> {
    try {
      const [written] = await ApiKey.update(
        { lastUsedAt: new Date(at) },
        {
          where: {
            clientId: key,
            [Op.or]: [{ lastUsedAt: null }, { lastUsedAt: { [Op.lt]: new Date(at - KEY_USE_RESOLUTION_MS) } }],
          },
        },
      );
      // Another process wrote it within the minute: this one counts its minute from that write.
      if (written === 0) {
        const row = await ApiKey.findOne({ where: { clientId: key }, attributes: ['lastUsedAt'] });
        if (row?.lastUsedAt) this.written.set(key, row.lastUsedAt.getTime());
      }
    } catch (err) {
      this.written.delete(key);
      log.warn({ err }, 'the last use of an API key was not recorded');
    }
  }
}
