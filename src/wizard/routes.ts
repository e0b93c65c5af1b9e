import { randomUUID } from 'node:crypto';
import express, { Router, type Response } from 'express';
import { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { has, type PlaylistItem } from '../integrations/types.js';
import { isUpstreamError } from '../integrations/errors.js';
import { digest } from '../crypto/tokens.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { IntegrationUser } from '../users/models.js';
import { userSession } from '../users/tokens.js';
import { SignInAttempt } from '../signin/models.js';
import { SignInFailure, startSignIn } from '../signin/flow.js';
import { bindBrowser } from '../signin/browserBinding.js';
import { pickerServices } from '../signin/waysForward.js';
import { readAllPages } from '../integrations/paging.js';
import { Transfer, TransferSession, WizardSession, type TransferSelection } from '../transfers/models.js';
import { TransferStore } from '../transfers/store.js';
import { startTransfer } from '../transfers/runner.js';
import { SESSION_LIFE_MS } from '../transfers/sessions.js';
import { backAction, copiesPage, launchPage, wizardErrorPage, wizardPage, type SideView } from './pages.js';
import {
  backOf,
  csrfMatches,
  csrfOf,
  destinationLocked,
  refuseStaleForm,
  wizardSessions,
  type WizardDeps,
} from './session.js';
import { earlierCopies } from './earlierCopies.js';
import type { Side } from '../transfers/context.js';
import { sourceReadError, wizardError, type WizardErrorCode } from './errorWords.js';
import { transferPages } from './transferPages.js';
import { syncPages } from './syncRoutes.js';
import { canMove, libraryChoices, type LibraryChoice } from './libraryChoices.js';
import { queuesFor } from '../queues.js';
import { requestIdOf } from '../http/requestId.js';

const PLAYLISTS_SHOWN = 500;

export type { WizardDeps };

/**
 * The hosted transfer wizard. A D1 launch URL carries a single-use code in its fragment; the page
 * trades it once for a wizard session (an HttpOnly cookie). An account with the transfer service
 * can also send users to `{base}/start/{slug}` to connect both sides themselves.
 */
export function wizardRouter(deps: WizardDeps): Router {
  const router = Router();
  const secure = deps.appOrigin.startsWith('https://');
  const sessions = wizardSessions({ base: deps.base, secure });
  const toWizard = (res: Response, error: WizardErrorCode, extra: Record<string, string> = {}, at = '') =>
    res.redirect(302, `${deps.base}/wizard?${new URLSearchParams({ error, ...extra })}${at}`);
  // The sign-in picker's own rule: the wizard offers no service the picker would not.
  const offered = (account: Account) => pickerServices(deps.adapters, account);
  const sidesOf = (source: IntegrationUser, destination: IntegrationUser) =>
    libraryChoices(
      { service: source.integrationType, capabilities: deps.adapters.get(source.integrationType)!.capabilities },
      {
        service: destination.integrationType,
        capabilities: deps.adapters.get(destination.integrationType)!.capabilities,
      },
    );

  router.get('/', (_req, res) => void res.type('html').send(launchPage(deps.base)));

  // The launch code, once: a second use, or one after 15 minutes, is refused. A code that was good
  // once still says whose it was, so the page can send the person back to the partner.
  router.post('/launch', express.json(), async (req, res) => {
    const code = typeof req.body?.code === 'string' ? req.body.code : '';
    if (!code) throw badRequest('launchCodeMissing', 'The launch code is missing.');
    const sessionId = await new TransferStore(deps.sequelize).spendLaunchCode(digest(code));
    if (!sessionId) {
      const spent = await TransferSession.findOne({ where: { launchCodeDigest: digest(code) } });
      const account = spent ? await Account.findByPk(spent.accountId) : null;
      throw new ApiError(
        410,
        'launchUrlUsed',
        'This link was already used or has expired. Ask the app for a new one.',
        spent?.returnUrl && account ? [{ partner: account.name, returnUrl: spent.returnUrl }] : undefined,
      );
    }
    const session = (await TransferSession.findByPk(sessionId))!;
    await sessions.open(res, {
      accountId: session.accountId,
      transferSessionId: session.id,
      destinationIntegrationUserId: session.targetIntegrationUserId,
      returnUrl: session.returnUrl,
    });
    res.json({ ok: true });
  });

  router.get('/start/:slug', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account || !account.isTransferServiceEnabled)
      return void res
        .status(404)
        .type('html')
        .send(
          wizardErrorPage(
            'This link doesn’t lead to a transfer',
            'There is no transfer to start at this address. Go back to the app you came from and open its transfer link again.',
            [],
          ),
        );
    const returnUrl = typeof req.query.returnUrl === 'string' ? req.query.returnUrl : null;
    if (returnUrl && !isAllowedReturnUrl(account.returnUrls, returnUrl))
      // Never a link to an address the partner did not register: we cannot tell where "back" is.
      return void res
        .status(400)
        .type('html')
        .send(
          wizardErrorPage(
            'This link isn’t set up correctly',
            `We can’t send you back to ${account.name} from this link. You can still move your music, and go back to ${account.name} yourself when it’s done.`,
            [{ href: `${deps.base}/start/${encodeURIComponent(account.slug)}`, label: 'Start anyway' }],
          ),
        );
    await sessions.open(res, {
      accountId: account.id,
      transferSessionId: null,
      destinationIntegrationUserId: null,
      returnUrl,
    });
    res.redirect(302, `${deps.base}/wizard`);
  });

  const sideView = async (
    account: Account,
    wizard: WizardSession,
    role: 'source' | 'destination',
    options: { locked: boolean; changing: boolean },
  ): Promise<SideView> => {
    const userId = role === 'source' ? wizard.sourceIntegrationUserId : wizard.destinationIntegrationUserId;
    const user = userId ? await IntegrationUser.findByPk(userId) : null;
    const services = offered(account);
    const choices = services.map((id) => ({ id, href: `${deps.base}/connect/${role}/${id}` }));
    const leftOut = account.enabledIntegrations.filter(
      (id) => isServiceId(id) && deps.adapters.has(id) && !services.includes(id),
    );
    const connected = user && !user.deletedAt ? { service: user.integrationType, name: user.name } : null;
    const fixed = role === 'destination' && options.locked;
    return {
      role,
      connected,
      choices,
      leftOut,
      changing: Boolean(connected) && options.changing && !fixed,
      changeHref: fixed ? null : `${deps.base}/wizard?change=${role}#${role}-title`,
      keepHref: `${deps.base}/wizard`,
    };
  };

  router.get('/wizard', async (req, res) => {
    const wizard = await sessions.require(req, res);
    if (!wizard) return;
    const account = (await Account.findByPk(wizard.accountId))!;
    const locked = await destinationLocked(wizard);
    const [source, destination] = await Promise.all([
      sideView(account, wizard, 'source', { locked, changing: req.query.change === 'source' }),
      sideView(account, wizard, 'destination', { locked, changing: req.query.change === 'destination' }),
    ]);
    let playlists: PlaylistItem[] | null = null;
    let error = wizardError(deps.base, req.query, { destinationLocked: locked, partner: account.name });
    let library: LibraryChoice[] = [];
    let canKeepInSync = false;
    if (source.connected && destination.connected && !source.changing && !destination.changing) {
      const sourceUser = (await IntegrationUser.findByPk(wizard.sourceIntegrationUserId!))!;
      const destinationUser = (await IntegrationUser.findByPk(wizard.destinationIntegrationUserId!))!;
      const adapter = deps.adapters.get(sourceUser.integrationType)!;
      const target = deps.adapters.get(destinationUser.integrationType)!.capabilities;
      const from = adapter.capabilities;
      library = sidesOf(sourceUser, destinationUser);
      canKeepInSync = has(from, 'playlists') && has(target, 'playlists');
      try {
        playlists = [];
        const session = userSession(deps, adapter, sourceUser);
        if (has(from, 'playlists'))
          await readAllPages(
            (p) => adapter.playlists(session, p),
            adapter.capabilities.pageSize.playlists,
            async (items) => {
              if (playlists!.length < PLAYLISTS_SHOWN) playlists!.push(...items);
            },
          );
      } catch (err) {
        if (!isUpstreamError(err)) throw err;
        playlists = null;
        error = sourceReadError(deps.base, sourceUser.integrationType, isUpstreamError(err, 'reauthRequired'));
      }
    }
    const [latest] = await Transfer.findAll({
      where: { wizardSessionId: wizard.id },
      order: [['createdAt', 'DESC']],
      limit: 1,
    });
    res.type('html').send(
      wizardPage({
        partner: account.name,
        base: deps.base,
        csrf: csrfOf(wizard),
        source,
        destination,
        playlists,
        library,
        canKeepInSync,
        error,
        latestTransfer: latest?.id ?? null,
        back: backAction({ returnUrl: wizard.returnUrl, partner: account.name }),
      }),
    );
  });

  router.get('/connect/:role/:service', async (req, res) => {
    const wizard = await sessions.require(req, res);
    if (!wizard) return;
    const role = req.params.role;
    const adapter = isServiceId(req.params.service) ? deps.adapters.get(req.params.service) : undefined;
    if ((role !== 'source' && role !== 'destination') || !adapter)
      throw notFound('routeNotFound', 'No such step of the wizard.');
    // A pre-authorized destination is the partner's to change (PUT target-auth), not the browser's.
    if (role === 'destination' && (await destinationLocked(wizard)))
      return void res.redirect(302, `${deps.base}/wizard`);
    const account = (await Account.findByPk(wizard.accountId))!;
    if (!offered(account).includes(adapter.id))
      return void toWizard(res, 'serviceNotOffered', {
        role,
        service: adapter.id,
        why: account.enabledIntegrations.includes(adapter.id) ? 'noSignInHere' : 'notEnabled',
      });
    try {
      const { attempt, authorizeUrl } = await startSignIn(deps, account, adapter, {
        returnUrl: null,
        requestOneTimeToken: false,
        uniqueId: null,
        forwardErrors: false,
        partnerUserId: null,
        continuePath: `${deps.appOrigin}${deps.base}/connected?role=${role}`,
        browserNonceDigest: bindBrowser(req, res, secure),
      });
      await wizard.update({ pendingSignInId: attempt.id });
      res.redirect(302, authorizeUrl);
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      toWizard(res, 'signInFailed', { role, service: adapter.id, why: err.code });
    }
  });

  router.get('/connected', async (req, res) => {
    const wizard = await sessions.require(req, res);
    if (!wizard) return;
    const attempt = wizard.pendingSignInId ? await SignInAttempt.findByPk(wizard.pendingSignInId) : null;
    const locked = await destinationLocked(wizard);
    const role = req.query.role === 'destination' && !locked ? 'destination' : 'source';
    if (
      !attempt ||
      attempt.accountId !== wizard.accountId ||
      attempt.state !== 'succeeded' ||
      !attempt.integrationUserId
    ) {
      return void toWizard(res, 'signInFailed', {
        role,
        ...(attempt ? { service: attempt.integrationType, why: attempt.errorCode ?? 'incomplete' } : {}),
      });
    }
    await wizard.update({
      pendingSignInId: null,
      ...(role === 'source'
        ? { sourceIntegrationUserId: attempt.integrationUserId }
        : { destinationIntegrationUserId: attempt.integrationUserId }),
    });
    res.redirect(302, `${deps.base}/wizard`);
  });

  router.post('/start', express.urlencoded({ extended: false, limit: '200kb' }), async (req, res) => {
    const wizard = await sessions.require(req, res);
    if (!wizard) return;
    if (!csrfMatches(wizard, req.body?.csrf))
      return refuseStaleForm(
        res,
        wizard,
        'It was opened before your last change, so we didn’t start anything. Open it again and choose what to move.',
        { href: `${deps.base}/wizard`, label: 'Open it again' },
      );
    if (!wizard.sourceIntegrationUserId || !wizard.destinationIntegrationUserId)
      return void toWizard(res, 'connectBoth');
    const [sourceUser, destinationUser] = await Promise.all([
      IntegrationUser.findByPk(wizard.sourceIntegrationUserId),
      IntegrationUser.findByPk(wizard.destinationIntegrationUserId),
    ]);
    if (!sourceUser || !destinationUser) return void toWizard(res, 'connectBoth');
    // Only what the form could offer: a box the page showed disabled counts as not chosen.
    const library = sidesOf(sourceUser, destinationUser);
    const raw = req.body.playlists;
    const selection: TransferSelection = {
      playlists: (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String).slice(0, PLAYLISTS_SHOWN),
      likedTracks: req.body.likedTracks === '1' && canMove(library, 'likedTracks'),
      albums: req.body.albums === '1' && canMove(library, 'albums'),
      artists: req.body.artists === '1' && canMove(library, 'artists'),
    };
    if (!selection.playlists.length && !selection.likedTracks && !selection.albums && !selection.artists)
      return void toWizard(res, 'chooseSomething', {}, '#choose-error');
    const keepInSync = req.body.keepInSync === '1' && selection.playlists.length > 0;
    const copies: unknown = req.body.copies;
    if (copies !== undefined && copies !== 'update' && copies !== 'new')
      return void res
        .status(400)
        .type('html')
        .send(
          wizardErrorPage(
            'We didn’t understand that choice',
            'Nothing was started. Choose what to move again, then choose what to do with the copies you already have.',
            [{ href: `${deps.base}/wizard`, label: 'Choose again' }, ...(await backOf(wizard))],
          ),
        );
    // Liked tracks, albums and artists saved twice are still there once: only playlists are copied twice.
    let updateCopies: Record<string, string> | null = null;
    if (copies !== 'new' && selection.playlists.length) {
      const earlier = await earlierCopies(deps.sequelize, {
        accountId: wizard.accountId,
        sourceUserId: sourceUser.id,
        destination: await destinationOf(wizard, destinationUser),
        playlistIds: selection.playlists,
      });
      if (earlier.length && copies === undefined)
        return void res.type('html').send(
          copiesPage({
            base: deps.base,
            csrf: csrfOf(wizard),
            destination: destinationUser.integrationType,
            copies: earlier,
            others: selection.playlists.length - earlier.length,
            fields: formOf(selection, keepInSync),
          }),
        );
      // Decided now, from what the destination holds now: the form names no playlist to write into.
      if (copies === 'update' && earlier.length)
        updateCopies = Object.fromEntries(earlier.map((c) => [c.sourceId, c.destinationId]));
    }
    const transfer = await startFor(wizard, selection, keepInSync, updateCopies, requestIdOf(req));
    res.redirect(302, `${deps.base}/transfers/${transfer.id}`);
  });

  /** The destination as the transfer will write it: a pre-authorized one answers refusals as such. */
  const destinationOf = async (wizard: WizardSession, user: IntegrationUser): Promise<Side> => {
    const session = wizard.transferSessionId ? await TransferSession.findByPk(wizard.transferSessionId) : null;
    const adapter = deps.adapters.get(user.integrationType)!;
    const preauthorized = Boolean(session && session.targetIntegrationUserId === user.id);
    return {
      user,
      adapter,
      session: userSession(
        deps,
        adapter,
        user,
        preauthorized ? { preauthorized: true, sessionUuid: session!.id, externalUserId: session!.externalUserId } : {},
      ),
    };
  };

  /** Starts a transfer between the wizard's two sides; every run has a session, and the plain wizard's gets one now. */
  const startFor = async (
    wizard: WizardSession,
    selection: TransferSelection,
    keepInSync: boolean,
    updateCopies: Record<string, string> | null,
    requestId: string | undefined,
  ) => {
    const [source, destination] = await Promise.all([
      IntegrationUser.findByPk(wizard.sourceIntegrationUserId!),
      IntegrationUser.findByPk(wizard.destinationIntegrationUserId!),
    ]);
    // Only where the form could offer it: both services keep playlists.
    const keepsPlaylists = (user: IntegrationUser | null) =>
      Boolean(user && has(deps.adapters.get(user.integrationType)!.capabilities, 'playlists'));
    const session = wizard.transferSessionId
      ? await TransferSession.findByPk(wizard.transferSessionId)
      : await openPlainSession(wizard);
    return startTransfer(
      { ...deps, queues: queuesFor(deps.queues, requestId) },
      {
        accountId: wizard.accountId,
        source: { id: source!.id, service: source!.integrationType },
        destination: { id: destination!.id, service: destination!.integrationType },
        selection,
        transferSessionId: session?.id ?? null,
        wizardSessionId: wizard.id,
        externalUserId: session?.externalUserId ?? null,
        keepInSync: keepInSync && keepsPlaylists(source) && keepsPlaylists(destination),
        updateCopies,
      },
    );
  };

  const openPlainSession = async (wizard: WizardSession) => {
    const session = await TransferSession.create({
      id: randomUUID(),
      accountId: wizard.accountId,
      externalUserId: null,
      returnUrl: wizard.returnUrl,
      locale: null,
      targetIntegrationType: null,
      targetIntegrationUserId: null,
      launchCodeDigest: null,
      launchExpiresAt: null,
      expiresAt: new Date(Date.now() + SESSION_LIFE_MS),
    });
    await wizard.update({ transferSessionId: session.id });
    return session;
  };

  transferPages(router, deps, sessions.require);
  syncPages(router, deps, sessions.require);

  return router;
}

/** The choice as the start form sends it, to send again from the question about earlier copies. */
function formOf(selection: TransferSelection, keepInSync: boolean): [string, string][] {
  return [
    ...selection.playlists.map((id): [string, string] => ['playlists', id]),
    ...(['likedTracks', 'albums', 'artists'] as const).flatMap((kind): [string, string][] =>
      selection[kind] ? [[kind, '1']] : [],
    ),
    ...(keepInSync ? [['keepInSync', '1'] as [string, string]] : []),
  ];
}
