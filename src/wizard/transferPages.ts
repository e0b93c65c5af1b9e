import express, { type Request, type Response, type Router } from 'express';
import { csvCell } from '../http/csv.js';
import { isUuid } from '../ids.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { Transfer, type WizardSession } from '../transfers/models.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { choicePlace, reasonDetail, reasonWords } from '../transfers/reasons.js';
import { TransferStore, type GroupRow, type ItemKey, type ResultRow } from '../transfers/store.js';
import type { TransferTally } from '../transfers/tally.js';
import { LiveProgressStore } from '../transfers/liveProgress.js';
import {
  canChoose,
  canSearchFor,
  canTakeGuess,
  placementOf,
  useBestGuess,
  useFoundItem,
} from '../transfers/choices.js';
import { destinationSide } from '../transfers/context.js';
import { isUpstreamError } from '../integrations/errors.js';
import { retryTransfer } from '../transfers/retry.js';
import { serviceName } from '../integrations/registry.js';
import { progressPage, wizardErrorPage } from './pages.js';
import { refusedPage, resultPage, type ResultGroup } from './resultPage.js';
import type { ItemSearch } from './itemChoices.js';
import { itemKeyOf, searchAsked, searchForItem, type SearchAsked } from './itemSearch.js';
import { progressView } from '../transfers/progressView.js';
import { backOf, csrfMatches, csrfOf, refuseStaleForm, type WizardDeps } from './session.js';
import { transferFailure } from './errorWords.js';
import { playlistsKeptInSync } from '../syncs/keepInSync.js';

// A transfer of the wizard: its progress while it runs, then its summary with a search of the
// destination for each item not moved, the person's choices (a best guess, or an item they found),
// and the list of what was not moved as a CSV.

type RequireWizard = (req: Request, res: Response) => Promise<WizardSession | undefined>;

/** The report rows the summary shows; the CSV has them all. */
const SHOWN = 2_000;
const OUTCOMES = [
  'added',
  'already',
  'present',
  'busy',
  'notAllowed',
  'signInAgain',
  'unreachable',
  'refused',
  'retried',
] as const;
type OutcomeCode = (typeof OUTCOMES)[number];

/** A destination id as a search result carries it: printable, no spaces, of sane length. */
const PICK_SHAPE = /^[\x21-\x7e]{1,200}$/;

export function transferPages(router: Router, deps: WizardDeps, requireWizard: RequireWizard): void {
  const store = new TransferStore(deps.sequelize);
  const live = new LiveProgressStore(deps.redis, deps.redisPrefix);

  /** The wizard's own transfer, or undefined with a page saying it is not there. */
  const ownTransfer = async (req: Request, res: Response) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return undefined;
    const transfer = isUuid(req.params.transferId)
      ? await Transfer.findOne({
          where: { id: String(req.params.transferId).toLowerCase(), wizardSessionId: wizard.id },
        })
      : null;
    if (!transfer) {
      res
        .status(404)
        .type('html')
        .send(
          wizardErrorPage(
            'We can’t find this transfer',
            'It may belong to another browser, or the link is not complete. You can start a new transfer.',
            [{ href: `${deps.base}/wizard`, label: 'Start a transfer' }, ...(await backOf(wizard))],
          ),
        );
      return undefined;
    }
    return { wizard, transfer };
  };

  router.get('/transfers/:transferId/progress', async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer } = found;
    res.json(progressView(transfer, await live.read(transfer.id)));
  });

  router.get('/transfers/:transferId', async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer, wizard } = found;
    const back = await backOf(wizard);
    if (transfer.status !== 'completed' && transfer.status !== 'failed') {
      return void res.type('html').send(
        progressPage({
          base: deps.base,
          transferId: transfer.id,
          destination: transfer.destinationService,
          view: progressView(transfer, await live.read(transfer.id)),
          back,
        }),
      );
    }
    const asked = searchAsked(req.query as Record<string, unknown>);
    const [groups, rows, tally] = await Promise.all([
      store.groups(transfer.id),
      store.results(transfer.id, null, SHOWN + 1),
      store.tally(transfer.id),
    ]);
    const { refusal, search } = await itemSearchOf(transfer, groups, asked);
    const key = itemKeyOf(req.query.choice);
    const outcome = OUTCOMES.includes(req.query.outcome as OutcomeCode) ? (req.query.outcome as OutcomeCode) : null;
    const chosenRow = key && outcome ? rows.find((r) => r.group_index === key[0] && r.position === key[1]) : undefined;
    const notice = refusal
      ? { kind: 'error' as const, ...refusal }
      : chosenRow && outcome
        ? choiceNotice(outcome, chosenRow, transfer.destinationService)
        : null;
    res
      .status(refusal || search?.error?.code ? 400 : 200)
      .type('html')
      .send(
        resultPage({
          base: deps.base,
          transfer,
          groups: await resultGroups(transfer, groups, rows.slice(0, SHOWN), tally),
          tally,
          keptInSync: await playlistsKeptInSync(transfer, groups),
          more: rows.length > SHOWN,
          csrf: csrfOf(wizard),
          notice,
          search,
          failure:
            transfer.status === 'failed'
              ? {
                  message: transferFailure(transfer.errorCode, transfer.destinationService),
                  retry: `${deps.base}/transfers/${transfer.id}/again`,
                  actions: [
                    { href: `${deps.base}/wizard?change=source#source-title`, label: 'Choose another service' },
                  ],
                }
              : null,
          back,
        }),
      );
  });

  /**
   * The search the summary's address asks for, run; or why it cannot be: an item that is not one of
   * this transfer's not moved, one already chosen for, or one whose group takes no choice.
   */
  const itemSearchOf = async (
    transfer: Transfer,
    groups: GroupRow[],
    asked: SearchAsked,
  ): Promise<{ refusal: { code: string; message: string } | null; search: ItemSearch | null }> => {
    if (asked.kind === 'none') return { refusal: null, search: null };
    if (asked.kind === 'refused') return { refusal: { code: asked.code, message: asked.message }, search: null };
    const result = await store.result(transfer.id, asked.key);
    const group = result ? groups.find((g) => g.group_index === result.group_index) : undefined;
    const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
    const searchable = result && group && adapter && !transfer.retriedAs && !result.row.chosen && canSearchFor(result);
    if (!searchable || !canChoose(adapter, group))
      return {
        refusal: { code: 'itemNotSearchable', message: 'This song can’t be searched for from here.' },
        search: null,
      };
    if (asked.refusal)
      return {
        refusal: null,
        search: {
          key: asked.key.join('.'),
          title: asked.title,
          artist: asked.artist,
          found: null,
          error: asked.refusal,
        },
      };
    return { refusal: null, search: await searchForItem(deps, transfer, result, asked) };
  };

  /**
   * The summary's sections: each group with its rows, its playlist's address and what a choice does
   * there. A transfer tried again offers no choice: its retry writes into the same playlists.
   */
  const resultGroups = async (
    transfer: Transfer,
    groups: GroupRow[],
    rows: ResultRow[],
    tally: TransferTally,
  ): Promise<ResultGroup[]> => {
    const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
    const urls = await playlistUrls(transfer, groups);
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
  };

  /**
   * Each created playlist's address: stored when the playlist was made; otherwise the destination
   * is asked once, and its answer kept on the group, an address or none (Apple Music's library
   * playlists have none), so that a view of the summary does not ask again. A failure only leaves
   * the name without a link, and is asked again next time.
   */
  const playlistUrls = async (transfer: Transfer, groups: GroupRow[]): Promise<Map<number, string>> => {
    const urls = new Map<number, string>();
    const missing = groups.filter(
      (g) => g.type === 'playlist' && g.destination_id && !g.destination_url && !g.destination_url_known,
    );
    for (const g of groups) if (g.destination_url) urls.set(g.group_index, g.destination_url);
    if (!missing.length) return urls;
    try {
      const { adapter, session } = await destinationSide(deps, transfer);
      await Promise.all(
        missing.slice(0, 20).map(async (g) => {
          const playlist = await adapter.playlist(session, g.destination_id!).catch((err: unknown) => {
            // A playlist the listener deleted has no address to link to, now or later.
            if (isUpstreamError(err, 'notFound')) return { url: null };
            return undefined;
          });
          if (playlist === undefined) return;
          if (playlist.url) urls.set(g.group_index, playlist.url);
          await store.setGroup(transfer.id, g.group_index, {
            destination_url: playlist.url,
            destination_url_known: true,
          });
        }),
      );
    } catch {
      // Without the destination's answer the names stay, unlinked.
    }
    return urls;
  };

  // "Try again" after a transfer stopped: the same choice between the same accounts, once; a
  // second press (or the form sent again) leads to the retry the first one made.
  router.post('/transfers/:transferId/again', express.urlencoded({ extended: false }), async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer, wizard } = found;
    const path = `${deps.base}/transfers/${transfer.id}`;
    if (!csrfMatches(wizard, req.body?.csrf))
      return refuseStaleForm(
        res,
        wizard,
        'It was opened in an earlier session, so nothing was started. Open the summary again and try once more.',
        { href: path, label: 'Open the summary' },
      );
    const retry = transfer.retriedAs ?? (transfer.status === 'failed' ? await retryTransfer(deps, transfer) : null);
    res.redirect(303, retry ? `${deps.base}/transfers/${retry}` : path);
  });

  // "Use this one": the best guess of one row, or an item the person found for it (`pick`), goes
  // to the destination, once.
  router.post('/transfers/:transferId/choices', express.urlencoded({ extended: false }), async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer, wizard } = found;
    const path = `${deps.base}/transfers/${transfer.id}`;
    if (!csrfMatches(wizard, req.body?.csrf))
      return refuseStaleForm(
        res,
        wizard,
        'It was opened in an earlier session, so nothing was added. Open the summary again and choose once more.',
        { href: path, label: 'Open the summary' },
      );
    const key = itemKeyOf(req.body?.item);
    const pick = req.body?.pick;
    const refused = !key
      ? 'invalidItem'
      : pick !== undefined && !(typeof pick === 'string' && PICK_SHAPE.test(pick))
        ? 'invalidPick'
        : null;
    if (refused)
      return void res
        .status(400)
        .type('html')
        .send(
          refusedPage(
            refused,
            'We couldn’t tell what to add',
            'Nothing was added. Open the summary again and choose once more.',
            [{ href: path, label: 'Open the summary' }, ...(await backOf(wizard))],
          ),
        );
    let code: OutcomeCode = 'retried';
    if (!transfer.retriedAs) {
      const outcome =
        typeof pick === 'string'
          ? await useFoundItem(deps, transfer, key!, pick)
          : await useBestGuess(deps, transfer, key!);
      code = outcome.kind === 'failed' ? outcome.why : outcome.kind;
    }
    res.redirect(303, `${path}?choice=${key!.join('.')}&outcome=${code}#item-${key!.join('.')}`);
  });

  // The list of what was not moved, for the person to keep: every row, in playlist order.
  router.get('/transfers/:transferId/not-moved.csv', async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer } = found;
    const groups = new Map((await store.groups(transfer.id)).map((g) => [g.group_index, g]));
    const header = [
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
    const lines = [header.map(csvCell).join(',')];
    let after: ItemKey | null = null;
    for (;;) {
      const rows = await store.results(transfer.id, after, 1_000);
      for (const r of rows) lines.push(csvLine(r, groups.get(r.group_index), transfer.destinationService));
      if (rows.length < 1_000) break;
      const last = rows[rows.length - 1];
      after = [last.group_index, last.position];
    }
    res
      .type('text/csv')
      .attachment(`not-moved-${(transfer.finishedAt ?? transfer.createdAt).toISOString().slice(0, 10)}.csv`)
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });
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
