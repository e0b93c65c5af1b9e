import express, { type Request, type Response, type Router } from 'express';
import { QueryTypes } from 'sequelize';
import { Account } from '../accounts/models.js';
import { isUuid } from '../ids.js';
import { deleteSync } from '../syncs/commands.js';
import { Sync } from '../syncs/models.js';
import { queuesFor } from '../queues.js';
import { requestIdOf } from '../http/requestId.js';
import { Transfer, TransferSession, type WizardSession } from '../transfers/models.js';
import { backAction, type Action } from './pages.js';
import { backOf, type WizardDeps } from './session.js';
import { SYNC_LINK_LIFE_MS, checkSyncLink, signSyncLink, type SyncLinkProblem } from './syncLinks.js';
import { syncLinkErrorPage, syncsPage, type ListedSync } from './syncsPage.js';

// "Kept in sync" needs a way out. The summary links here; this mints a signed link to the
// listener's page of the syncs their transfer made (docs/decisions.md, Syncs), where each can be
// stopped with the command the API's DELETE uses. The page needs no cookie and no sign-in.

type RequireWizard = (req: Request, res: Response) => Promise<WizardSession | undefined>;

/** What each refused link says, with the status partners' tools read. */
const REFUSED: Record<SyncLinkProblem, { status: number; title: string; message: (partner: string) => string }> = {
  missing: {
    status: 400,
    title: 'This link is incomplete',
    message: () => 'Part of the link is missing. Open it again from the summary of your transfer, exactly as it was.',
  },
  malformed: {
    status: 400,
    title: 'This link is incomplete',
    message: () => 'Part of the link is missing or changed. Open it again from the summary of your transfer.',
  },
  forged: {
    status: 403,
    title: 'This link doesn’t work',
    message: () =>
      'It was changed, or it isn’t one of ours, so it shows nothing and stops nothing. Open it again from the summary of your transfer, exactly as it was.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    message: (partner) =>
      `Links to your syncs work for six months, and this one has ended. Your syncs still run: to stop one, ask ${partner}.`,
  },
};

/** The syncs the transfers of one session asked for, one row each, newest first. */
async function syncsOf(deps: WizardDeps, session: TransferSession): Promise<ListedSync[]> {
  const rows = await deps.sequelize.query<{
    sync_id: string;
    name: string;
    source_service: string;
    destination_service: string;
    destination_url: string | null;
  }>(
    `SELECT DISTINCT ON (s.id) s.id AS sync_id, g.name, t.source_service, t.destination_service, g.destination_url
       FROM transfers t
       JOIN transfer_groups g ON g.transfer_id = t.id AND g.type = 'playlist' AND g.destination_id IS NOT NULL
       JOIN syncs s ON s.account_id = t.account_id AND s.source_user_id = t.source_integration_user_id
        AND s.source_playlist_id = g.source_id AND s.destination_user_id = t.destination_integration_user_id
        AND s.destination_playlist_id = g.destination_id
      WHERE t.transfer_session_id = $1 AND t.account_id = $2 AND t.keep_in_sync
      ORDER BY s.id, t.created_at DESC`,
    { bind: [session.id, session.accountId], type: QueryTypes.SELECT },
  );
  const syncs = new Map(
    (await Sync.findAll({ where: { id: rows.map((r) => r.sync_id) } })).map((sync) => [sync.id, sync]),
  );
  return rows
    .map((r) => ({
      sync: syncs.get(r.sync_id)!,
      name: r.name,
      from: r.source_service,
      to: r.destination_service,
      url: r.destination_url,
    }))
    .sort((a, b) => b.sync.createdAt.getTime() - a.sync.createdAt.getTime() || a.name.localeCompare(b.name));
}

export function syncPages(router: Router, deps: WizardDeps, requireWizard: RequireWizard): void {
  const refuse = (res: Response, problem: SyncLinkProblem, partner: string | null, back: Action[]) => {
    const words = REFUSED[problem];
    res
      .status(words.status)
      .type('html')
      .send(syncLinkErrorPage(words.title, words.message(partner ?? 'the app you moved your music with'), back));
  };

  /** The session a link names and its partner, or undefined with the page that says why not. */
  const openLink = async (res: Response, raw: unknown) => {
    const check = checkSyncLink(deps.syncLinkKeys, raw);
    const session = check.transferSessionId ? await TransferSession.findByPk(check.transferSessionId) : null;
    const account = session ? await Account.findByPk(session.accountId) : null;
    const back = backAction({ returnUrl: session?.returnUrl ?? null, partner: account?.name ?? null });
    if (!check.ok) return void refuse(res, check.problem, account?.name ?? null, back);
    if (!session || !account)
      return void res
        .status(404)
        .type('html')
        .send(
          syncLinkErrorPage(
            'We can’t find these syncs',
            'The transfer this link was made for is no longer here, and neither are its syncs.',
            [],
          ),
        );
    return { session, account, expiresAt: check.expiresAt, back, token: String(raw) };
  };

  // From the summary: a fresh link, which the person can keep.
  router.get('/transfers/:transferId/syncs', async (req, res) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return;
    const transfer = isUuid(req.params.transferId)
      ? await Transfer.findOne({ where: { id: req.params.transferId.toLowerCase(), wizardSessionId: wizard.id } })
      : null;
    if (!transfer?.transferSessionId)
      return void res
        .status(404)
        .type('html')
        .send(
          syncLinkErrorPage(
            'We can’t find this transfer',
            'It may belong to another browser, or the link is not complete.',
            [{ href: `${deps.base}/wizard`, label: 'Start a transfer' }, ...(await backOf(wizard))],
          ),
        );
    const token = signSyncLink(deps.syncLinkKeys, transfer.transferSessionId, new Date(Date.now() + SYNC_LINK_LIFE_MS));
    res.redirect(303, `${deps.base}/syncs?${new URLSearchParams({ link: token })}`);
  });

  router.get('/syncs', async (req, res) => {
    const opened = await openLink(res, req.query.link);
    if (!opened) return;
    const items = await syncsOf(deps, opened.session);
    const stopped = items.find((i) => i.sync.id === req.query.stopped && i.sync.deletedAt) ?? null;
    res.type('html').send(
      syncsPage({
        base: deps.base,
        link: opened.token,
        partner: opened.account.name,
        items,
        expiresAt: opened.expiresAt,
        stopped,
        back: opened.back,
      }),
    );
  });

  // The listener's stop: the API's own DELETE, announced to the partner with `sync.deleted`.
  router.post('/syncs/stop', express.urlencoded({ extended: false }), async (req, res) => {
    const opened = await openLink(res, req.body?.link);
    if (!opened) return;
    const listed = (await syncsOf(deps, opened.session)).find((i) => i.sync.id === req.body?.sync);
    const page = `${deps.base}/syncs?${new URLSearchParams({ link: opened.token })}`;
    if (!listed)
      return void res
        .status(404)
        .type('html')
        .send(
          syncLinkErrorPage(
            'We can’t find this sync',
            'It isn’t one of the syncs this link shows, so nothing was stopped.',
            [{ href: page, label: 'See your syncs' }, ...opened.back],
          ),
        );
    await deleteSync({ queues: queuesFor(deps.queues, requestIdOf(req)) }, listed.sync, 'listener');
    res.redirect(303, `${page}&${new URLSearchParams({ stopped: listed.sync.id })}`);
  });
}
