import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { sendPage } from '../html/render.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import { deleteSync } from '../syncs/commands.js';
import { syncsOfSession } from '../syncs/sessionSyncs.js';
import { transferSessionAndAccount } from '../transfers/sessions.js';
import { wizardTransfer } from '../transfers/store/transfers.js';
import type { WizardContext } from './context.js';
import { backAction, type Action } from './pages/layout.js';
import { stopSyncForm, syncsQuery, type StopSyncForm } from './schemas.js';
import { backOf } from './session.js';
import { SYNC_LINK_LIFE_MS, checkSyncLink, signSyncLink, type SyncLinkProblem } from './syncLinks.js';
import { StopSyncPage, SyncsPage } from './pages/syncsPage.js';
import { WizardErrorPage } from './pages/errorPage.js';

// "Kept in sync" needs a way out. The summary links here; this mints a signed link to the
// listener's page of the syncs their transfer made (docs/decisions.md, Syncs), where each can be
// stopped with the command the API's DELETE uses. The page needs no cookie and no sign-in.

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

export function syncPages(router: Router, ctx: WizardContext): void {
  router.get('/transfers/:transferId/syncs', linkToSyncs(ctx));
  router.get('/syncs', validQuery(syncsQuery), showSyncs(ctx));
  // The stop button only asks (a page with no script); its form's confirmed post stops the sync.
  router.get(
    '/syncs/stop',
    validQuery(stopSyncForm),
    stopSync(ctx, (req) => queryOf(req, stopSyncForm)),
  );
  router.post(
    '/syncs/stop',
    express.urlencoded({ extended: false }),
    validBody(stopSyncForm),
    stopSync(ctx, (req) => bodyOf(req, stopSyncForm)),
  );
}

function sendLinkError(res: Response, status: number, title: string, message: string, actions: Action[]) {
  sendPage(res, <WizardErrorPage title={title} message={message} actions={actions} noWayOn={null} />, status);
}

/** The session a link names and its partner, or undefined with the page that says why not. */
async function openLink(ctx: WizardContext, res: Response, link: string | null | undefined) {
  const check = checkSyncLink(ctx.deps.syncLinkKeys, link);
  const { session, account } = await transferSessionAndAccount(check.transferSessionId);
  const back = backAction({ returnUrl: session?.returnUrl ?? null, partner: account?.name ?? null });
  if (!check.ok) {
    const words = REFUSED[check.problem];
    return sendLinkError(
      res,
      words.status,
      words.title,
      words.message(account?.name ?? 'the app you moved your music with'),
      back,
    );
  }
  if (!session || !account)
    return sendLinkError(
      res,
      404,
      'We can’t find these syncs',
      'The transfer this link was made for is no longer here, and neither are its syncs.',
      [],
    );
  return { session, account, expiresAt: check.expiresAt, back, token: check.token };
}

/** From the summary: a fresh link, which the person can keep. */
const linkToSyncs =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const wizard = await ctx.requireWizard(req, res);
    if (!wizard) return;
    const transfer = await wizardTransfer(wizard.id, req.params.transferId);
    if (!transfer?.transferSessionId)
      return sendLinkError(
        res,
        404,
        'We can’t find this transfer',
        'It may belong to another browser, or the link is not complete.',
        [{ href: `${ctx.deps.base}/wizard`, label: 'Start a transfer' }, ...(await backOf(wizard))],
      );
    const expiresAt = new Date(Date.now() + SYNC_LINK_LIFE_MS);
    const token = signSyncLink(ctx.deps.syncLinkKeys, transfer.transferSessionId, expiresAt);
    res.redirect(303, `${ctx.deps.base}/syncs?${new URLSearchParams({ link: token })}`);
  };

/** The listener's page of the syncs their transfer made. */
const showSyncs =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const query = queryOf(req, syncsQuery);
    const opened = await openLink(ctx, res, query.link);
    if (!opened) return;
    const items = await syncsOfSession(ctx.deps.sequelize, opened.session);
    const stopped = items.find((i) => i.sync.id === query.stopped && i.sync.deletedAt) ?? null;
    sendPage(
      res,
      <SyncsPage
        base={ctx.deps.base}
        link={opened.token}
        partner={opened.account.name}
        items={items}
        expiresAt={opened.expiresAt}
        stopped={stopped}
        back={opened.back}
      />,
    );
  };

/**
 * The listener's stop: asked first, then the API's own DELETE, announced to the partner with
 * `sync.deleted`. Only a post with `confirm=yes` stops; a sync already stopped just says so.
 */
const stopSync =
  (ctx: WizardContext, formOf: (req: Request) => StopSyncForm): RequestHandler =>
  async (req, res) => {
    const form = formOf(req);
    const opened = await openLink(ctx, res, form.link);
    if (!opened) return;
    const listed = (await syncsOfSession(ctx.deps.sequelize, opened.session)).find((i) => i.sync.id === form.sync);
    const page = `${ctx.deps.base}/syncs?${new URLSearchParams({ link: opened.token })}`;
    if (!listed)
      return sendLinkError(
        res,
        404,
        'We can’t find this sync',
        'It isn’t one of the syncs this link shows, so nothing was stopped.',
        [{ href: page, label: 'See your syncs' }, ...opened.back],
      );
    const stopped = `${page}&${new URLSearchParams({ stopped: listed.sync.id })}`;
    if (listed.sync.deletedAt) return res.redirect(303, stopped);
    if (req.method !== 'POST' || !form.confirm)
      return sendPage(
        res,
        <StopSyncPage
          base={ctx.deps.base}
          link={opened.token}
          page={page}
          item={listed}
          partner={opened.account.name}
        />,
      );
    await deleteSync(ctx.deps, listed.sync, 'listener');
    res.redirect(303, stopped);
  };
