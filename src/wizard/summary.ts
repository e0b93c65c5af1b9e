import { serviceName } from '../integrations/registry.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { playlistsKeptInSync } from '../syncs/keepInSync.js';
import { canChoose, canSearchFor, canTakeGuess, placementOf } from '../transfers/choices.js';
import type { Transfer } from '../transfers/models.js';
import { playlistAddresses } from '../transfers/playlistAddresses.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { groupsOf, type GroupRow } from '../transfers/store/items.js';
import { resultsOf, type ResultRow } from '../transfers/store/matchReport.js';
import { transferTally } from '../transfers/store/transfers.js';
import type { TransferTally } from '../transfers/tally.js';
import { formOf } from './chooseRoutes.js';
import { transferFailure } from './errorWords.js';
import { itemSearchOf, searchAsked, type SummaryViewer } from './itemSearch.js';
import type { ResultGroup, ResultPageProps } from './pages/resultPage.js';
import type { OutcomeCode, SummaryQuery } from './schemas.js';
import type { WizardDeps } from './session.js';

// The summary of a finished transfer as the wizard shows it: each group with its rows not moved,
// its playlist's address and what a choice does there; the outcome of a choice just made; the
// search of the destination the address asks for; and, when it stopped, why and what to do.

/** The report rows the summary shows; the CSV has them all. */
const SHOWN = 2_000;

/**
 * The summary's page (all but what the browser's session gives it), and its status: 400 when the
 * address asked for what it cannot do, 429 (and how many seconds to wait) when a cap of the
 * searches refused the one it asked for.
 */
export async function summaryOf(
  deps: WizardDeps,
  transfer: Transfer,
  query: SummaryQuery,
  viewer: SummaryViewer,
): Promise<{ status: number; retryAfterSeconds: number | null; summary: Omit<ResultPageProps, 'csrf' | 'back'> }> {
  const [groups, rows, tally] = await Promise.all([
    groupsOf(deps.sequelize, transfer.id),
    resultsOf(deps.sequelize, transfer.id, null, SHOWN + 1),
    transferTally(deps.sequelize, transfer.id),
  ]);
  const { refusal, search, retryAfterSeconds } = await itemSearchOf(deps, transfer, groups, searchAsked(query), viewer);
  const notice = refusal ? { kind: 'error' as const, ...refusal } : choiceNoticeOf(query, rows, transfer);
  return {
    status: retryAfterSeconds ? 429 : refusal || search?.error?.code ? 400 : 200,
    retryAfterSeconds: retryAfterSeconds ?? null,
    summary: {
      base: deps.base,
      transfer,
      groups: await resultGroups(deps, transfer, groups, rows.slice(0, SHOWN), tally),
      tally,
      keptInSync: await playlistsKeptInSync(transfer, groups),
      more: rows.length > SHOWN,
      notice,
      search,
      failure:
        transfer.status === 'failed'
          ? {
              message: transferFailure(transfer.errorCode, transfer.destinationService),
              retry: `${deps.base}/transfers/${transfer.id}/again`,
              actions: [{ href: `${deps.base}/wizard?change=source#source-title`, label: 'Choose another service' }],
            }
          : null,
      // A stopped transfer starts again with the same choice; where it made playlists already, the
      // start asks whether to add only what they miss ("Update the copies").
      restart:
        transfer.status === 'cancelled'
          ? { action: `${deps.base}/start`, fields: formOf(transfer.selection, transfer.keepInSync) }
          : null,
    },
  };
}

/**
 * The summary's sections: each group with its rows, its playlist's address and what a choice does
 * there. A transfer tried again offers no choice: its retry writes into the same playlists.
 */
async function resultGroups(
  deps: WizardDeps,
  transfer: Transfer,
  groups: GroupRow[],
  rows: ResultRow[],
  tally: TransferTally,
): Promise<ResultGroup[]> {
  const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
  const urls = await playlistAddresses(deps, transfer, groups);
  return groups.map((group) => ({
    group,
    tally: tally.groups.find((g) => g.groupIndex === group.group_index)!,
    url: urls.get(group.group_index) ?? null,
    placement: adapter && !transfer.retriedAs && canChoose(adapter, group) ? placementOf(adapter, group) : null,
    items: rows
      .filter((r) => r.group_index === group.group_index)
      .map((r) => ({
        key: `${r.group_index}.${r.position}`,
        row: presentMatchResult(r.transfer_id, r.status, r.reason, r.row),
        found: Boolean(r.row.destinationId),
        choosing: r.choosing,
        guess: canTakeGuess(r),
        searchable: canSearchFor(r),
      })),
  }));
}

/** The notice of a choice the address reports, when it names a row the summary shows. */
function choiceNoticeOf(query: SummaryQuery, rows: ResultRow[], transfer: Transfer) {
  const { choice: key, outcome } = query;
  const row = key && outcome ? rows.find((r) => r.group_index === key[0] && r.position === key[1]) : undefined;
  return row && outcome ? choiceNotice(outcome, row, transfer.destinationService) : null;
}

/** What the person reads after pressing "Use this one". */
function choiceNotice(
  outcome: OutcomeCode,
  row: ResultRow,
  destination: string,
): { kind: 'success' | 'error'; message: string } {
  const chosen = row.row.chosen;
  // A found item is named by its own title: it may not be the source's.
  const found = chosen?.item && chosen.id !== row.row.candidate?.id ? chosen.item.name : null;
  const title = `“${found ?? row.row.source.name}”`;
  const to = serviceName(destination);
  const where = chosen?.position != null ? ' at its place' : row.row.group.type === 'playlist' ? ' at the end' : '';
  const into = row.row.group.type === 'playlist' ? ` to ${row.row.group.name}` : ' to your library';
  switch (outcome) {
    case 'added':
      return { kind: 'success', message: `Added ${title}${into}${where}.` };
    case 'already':
      return { kind: 'success', message: `${title} was already added.` };
    case 'present':
      return { kind: 'success', message: `${title} is already in ${row.row.group.name}, so nothing was added.` };
    case 'busy':
      return { kind: 'error', message: `We’re still adding ${title}. Give it a moment, then open this page again.` };
    case 'signInAgain':
      return { kind: 'error', message: `${to} wants you to sign in again, so ${title} wasn’t added.` };
    case 'unreachable':
      return { kind: 'error', message: `${to} couldn’t be reached, so ${title} wasn’t added. Try again in a moment.` };
    case 'refused':
      return { kind: 'error', message: `${to} refused to add ${title}.` };
    case 'retried':
      return {
        kind: 'error',
        message: `This transfer was tried again, so ${title} wasn’t added here. Choose it on the summary of the new transfer.`,
      };
    default:
      return { kind: 'error', message: `${title} can’t be added from here.` };
  }
}
