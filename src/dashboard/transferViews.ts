import type { Redis } from 'ioredis';
import { Op, type Sequelize } from 'sequelize';
import { csvCell } from '../http/csv.js';
import { LiveProgressStore } from '../transfers/liveProgress.js';
import type { Transfer } from '../transfers/models.js';
import { hasEnded } from '../transfers/statuses.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { progressView, type ProgressView } from '../transfers/progressView.js';
import { groupsOf } from '../transfers/store/items.js';
import { accountResults, firstResults } from '../transfers/store/matchReport.js';
import {
  countRunningTransfers,
  dailyMatchRate,
  latestTransfers,
  ownedTransfer,
  transferTally,
} from '../transfers/store/transfers.js';
import { IntegrationUser } from '../users/models.js';

/** The connected users on either side of a transfer; null once one is gone from the account. */
interface TransferPeople {
  source: IntegrationUser | null;
  destination: IntegrationUser | null;
}

/** Transfers with their connected users, read at once, so that the pages name and link whose they are. */
async function withPeople<T extends { transfer: Transfer }>(listed: T[]): Promise<(T & { people: TransferPeople })[]> {
  if (!listed.length) return [];
  const ids = [
    ...new Set(
      listed.flatMap(({ transfer }) => [transfer.sourceIntegrationUserId, transfer.destinationIntegrationUserId]),
    ),
  ];
  const accountIds = [...new Set(listed.map(({ transfer }) => transfer.accountId))];
  const users = await IntegrationUser.findAll({ where: { id: { [Op.in]: ids }, accountId: { [Op.in]: accountIds } } });
  const byId = new Map(users.map((u) => [u.id, u]));
  return listed.map((item) => ({
    ...item,
    people: {
      source: byId.get(item.transfer.sourceIntegrationUserId) ?? null,
      destination: byId.get(item.transfer.destinationIntegrationUserId) ?? null,
    },
  }));
}

/** The longest window of the unmatched items' spreadsheet, in days (one month, whatever its length). */
const LONGEST_WINDOW_DAYS = 32;

/**
 * The window of the unmatched items' spreadsheet from the form's two days (`to` included, today
 * when left out); null when it is not a window of at most a month, the end after the start.
 */
export function unmatchedWindow(fromDay: string, toDay: string, now = new Date()): { from: Date; to: Date } | null {
  const from = new Date(fromDay);
  const to = toDay ? new Date(`${toDay}T23:59:59.999Z`) : now;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return null;
  return to.getTime() - from.getTime() > LONGEST_WINDOW_DAYS * 86_400_000 ? null : { from, to };
}

const UNMATCHED_CSV_COLUMNS = [
  'transferUuid',
  'title',
  'artist',
  'playlistName',
  'reason',
  'status',
  'matchingPercentage',
  'bestGuess',
  'bestGuessUrl',
  'sourceId',
  'isrc',
  'chosenId',
  'chosenAt',
  'chosenPosition',
];

/** One item not moved as a line of the spreadsheet. */
function unmatchedLine(m: ReturnType<typeof presentMatchResult>): string {
  return [
    m.transferUuid,
    m.title,
    m.artist,
    m.playlistName,
    m.reason,
    m.status,
    m.matchingPercentage,
    m.bestGuess,
    m.bestGuessUrl,
    m.source.id,
    m.source.isrc,
    m.chosen?.id,
    m.chosen?.chosenAt,
    m.chosen?.position,
  ]
    .map(csvCell)
    .join(',');
}

/** The account's transfers as the dashboard shows them: with their progress and their people. */
export class TransferViews {
  private readonly sequelize: Sequelize;
  private readonly live: LiveProgressStore;

  constructor(deps: { sequelize: Sequelize; redis: Redis; redisPrefix: string }) {
    this.sequelize = deps.sequelize;
    this.live = new LiveProgressStore(deps.redis, deps.redisPrefix);
  }

  // The live counters are read for running transfers only: an ended one's row has the last word.
  private async withProgress(transfer: Transfer): Promise<{ transfer: Transfer; progress: ProgressView }> {
    return {
      transfer,
      progress: progressView(transfer, hasEnded(transfer) ? null : await this.live.read(transfer.id)),
    };
  }

  /** What the home page counts: transfers running, and the last two weeks' transfers and match rate. */
  async home(accountId: string) {
    const [running, days] = await Promise.all([
      countRunningTransfers(accountId),
      dailyMatchRate(this.sequelize, accountId),
    ]);
    return { running, days };
  }

  /** The account's latest transfers, newest first. */
  async latest(accountId: string, limit = 200) {
    const transfers = await latestTransfers(accountId, limit);
    return withPeople(await Promise.all(transfers.map((t) => this.withProgress(t))));
  }

  /** One transfer of the account with its groups, its tally and the items it did not move; null when not the account's. */
  async one(accountId: string, id: unknown) {
    const transfer = await ownedTransfer(accountId, id);
    if (!transfer) return null;
    const [groups, rows, tally] = await Promise.all([
      groupsOf(this.sequelize, transfer.id),
      firstResults(this.sequelize, transfer.id),
      transferTally(this.sequelize, transfer.id),
    ]);
    const notMoved = rows.map((r) => presentMatchResult(transfer.id, r.status, r.reason, r.row));
    const [listed] = await withPeople([await this.withProgress(transfer)]);
    return { listed, groups, notMoved, tally };
  }

  /**
   * The items not moved by the account's transfers in `window`, as a spreadsheet. It keeps the
   * API's reason codes: it is read by programs as much as by people.
   */
  async unmatchedCsv(accountId: string, window: { from: Date; to: Date }): Promise<string> {
    const rows = await accountResults(this.sequelize, accountId, window, { limit: 100_000 });
    const lines = rows.map((r) => unmatchedLine(presentMatchResult(r.transfer_id, r.status, r.reason, r.row)));
    return [UNMATCHED_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
  }
}
