import type { Sequelize } from 'sequelize';
import { csvCell } from '../http/csv.js';
import type { Transfer } from '../transfers/models.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { choicePlace, reasonDetail, reasonWords } from '../transfers/reasons.js';
import { groupsOf, type GroupRow, type ItemKey } from '../transfers/store/items.js';
import { resultsOf, type ResultRow } from '../transfers/store/matchReport.js';

// The list of what a transfer did not move, for the person to keep: every row of its report, in
// playlist order, as a CSV a spreadsheet opens (a byte-order mark, CRLF lines).

const HEADER = [
  'Playlist',
  'Title',
  'Artist',
  'Album',
  'Why',
  'Details',
  'Best guess',
  'Link',
  'Match %',
  'Your choice',
];

/** Rows read at once: a transfer's report can be far longer than one read should be. */
const PAGE = 1_000;

/** The CSV of a transfer's items not moved, and the name it is saved under. */
export async function notMovedCsv(
  sequelize: Sequelize,
  transfer: Transfer,
): Promise<{ filename: string; body: string }> {
  const groups = new Map((await groupsOf(sequelize, transfer.id)).map((g) => [g.group_index, g]));
  const lines = [HEADER.map(csvCell).join(',')];
  let after: ItemKey | null = null;
  for (;;) {
    const rows = await resultsOf(sequelize, transfer.id, after, PAGE);
    for (const r of rows) lines.push(csvLine(r, groups.get(r.group_index), transfer.destinationService));
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1];
    after = [last.group_index, last.position];
  }
  return {
    filename: `not-moved-${(transfer.finishedAt ?? transfer.createdAt).toISOString().slice(0, 10)}.csv`,
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}

function csvLine(r: ResultRow, group: GroupRow | undefined, destination: string): string {
  const m = presentMatchResult(r.transfer_id, r.status, r.reason, r.row);
  const found = Boolean(r.row.destinationId);
  const named = m.chosen?.name && m.chosen.id !== m.bestGuessCandidate?.id ? `${m.chosen.name}: ` : '';
  const choice = m.chosen
    ? `Chosen: ${named}${m.chosen.alreadyThere ? 'already in the playlist' : choicePlace(m.chosen, m.group.type)}`
    : '';
  return [
    m.playlistName ?? group?.name ?? m.group.name,
    m.title,
    m.artist,
    m.source.album,
    reasonWords(m.reason),
    reasonDetail(m.reason, { found, groupType: m.group.type as GroupRow['type'] }, destination),
    m.bestGuess,
    m.bestGuessUrl,
    m.matchingPercentage,
    choice,
  ]
    .map(csvCell)
    .join(',');
}
