import { randomUUID, createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { Account } from '../../accounts/models.js';
import { isAllowedReturnUrl } from '../../accounts/returnUrls.js';
import type { Adapters } from '../../integrations/adapters.js';
import { isServiceId } from '../../integrations/serviceIds.js';
import type { PlaylistItem } from '../../integrations/types.js';
import { isUpstreamError } from '../../integrations/errors.js';
import { digest, newSecret } from '../../crypto/tokens.js';
import { isUuid } from '../../ids.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { IntegrationUser } from '../../users/models.js';
import { userSession, type TokenDeps } from '../../users/tokens.js';
import { SignInAttempt } from '../../signin/models.js';
import { SignInFailure, startSignIn } from '../../signin/flow.js';
import { bindBrowser } from '../../signin/browserBinding.js';
import { errorPage } from '../../signin/pages.js';
import { readAllPages } from '../../integrations/paging.js';
import type { Queues } from '../../queues.js';
import { Transfer, TransferSession, WizardSession, type TransferSelection } from '../models.js';
import { presentMatchResult, presentTransfer } from '../presenters.js';
import { TransferStore } from '../store.js';
import { startTransfer } from '../runner.js';
import { SESSION_LIFE_MS } from '../sessions.js';
import { launchPage, progressPage, wizardPage, type SideView } from './pages.js';
import { cookieOf } from '../../http/cookies.js';

const COOKIE = 'transfer_wizard';
const WIZARD_LIFE_MS = 24 * 3600_000;
const PLAYLISTS_SHOWN = 500;

export interface WizardDeps extends TokenDeps {
  adapters: Adapters;
  queues: Queues;
  baseUrl: string;
  /** APP_URL, where sign-ins that run a service's script have their page. */
  appUrl: string;
  /** Origin of APP_URL, where the wizard's cookie lives. */
  appOrigin: string;
  /** Path of the wizard on this server, e.g. `/connect/transfer`. */
  base: string;
}

const csrfOf = (wizard: WizardSession) => createHash('sha256').update(`csrf:${wizard.tokenDigest}`).digest('base64url');

/**
 * The hosted transfer wizard. A D1 launch URL carries a single-use code in its fragment; the page
 * trades it once for a wizard session (an HttpOnly cookie). An account with the transfer service
 * can also send users to `{base}/start/{slug}` to connect both sides themselves.
 */
export function wizardRouter(deps: WizardDeps): Router {
  const router = Router();
  const secure = deps.appOrigin.startsWith('https://');

  const openWizard = async (
    res: Response,
    fields: {
      accountId: string;
      transferSessionId: string | null;
      destinationIntegrationUserId: string | null;
      returnUrl: string | null;
    },
  ) => {
    const token = newSecret('wiz');
    await WizardSession.create({
      id: randomUUID(),
      ...fields,
      tokenDigest: digest(token),
      expiresAt: new Date(Date.now() + WIZARD_LIFE_MS),
    });
    res.cookie(COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: deps.base, maxAge: WIZARD_LIFE_MS });
  };

  const wizardOf = async (req: Request): Promise<WizardSession | null> => {
    const token = cookieOf(req, COOKIE);
    const wizard = token ? await WizardSession.findOne({ where: { tokenDigest: digest(token) } }) : null;
    return wizard && wizard.expiresAt.getTime() > Date.now() ? wizard : null;
  };
  const requireWizard = async (req: Request, res: Response): Promise<WizardSession | undefined> => {
    const wizard = await wizardOf(req);
    if (!wizard)
      res
        .status(401)
        .type('html')
        .send(errorPage('Your transfer session has ended', 'Open the link from the app again.'));
    return wizard ?? undefined;
  };

  router.get('/', (_req, res) => void res.type('html').send(launchPage(deps.base)));

  // The launch code, once: a second use, or one after 15 minutes, is refused.
  router.post('/launch', express.json(), async (req, res) => {
    const code = typeof req.body?.code === 'string' ? req.body.code : '';
    if (!code) throw badRequest('launchCodeMissing', 'The launch code is missing.');
    const sessionId = await new TransferStore(deps.sequelize).spendLaunchCode(digest(code));
    if (!sessionId)
      throw new ApiError(410, 'launchUrlUsed', 'This link was already used or has expired. Ask the app for a new one.');
    const session = (await TransferSession.findByPk(sessionId))!;
    await openWizard(res, {
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
        .send(errorPage('Transfer not available', 'This partner does not offer transfers.'));
    const returnUrl = typeof req.query.returnUrl === 'string' ? req.query.returnUrl : null;
    if (returnUrl && !isAllowedReturnUrl(account.returnUrls, returnUrl))
      return void res
        .status(400)
        .type('html')
        .send(errorPage('This link is not valid', 'The returnUrl is not one of the Return URLs of this partner.'));
    await openWizard(res, {
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
  ): Promise<SideView> => {
    const userId = role === 'source' ? wizard.sourceIntegrationUserId : wizard.destinationIntegrationUserId;
    const user = userId ? await IntegrationUser.findByPk(userId) : null;
    const choices = account.enabledIntegrations
      .filter((id) => isServiceId(id) && deps.adapters.has(id))
      .map((id) => ({ id, href: `${deps.base}/connect/${role}/${id}` }));
    return {
      role,
      connected: user && !user.deletedAt ? { service: user.integrationType, name: user.name } : null,
      choices,
    };
  };

  router.get('/wizard', async (req, res) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return;
    const account = (await Account.findByPk(wizard.accountId))!;
    const [source, destination] = await Promise.all([
      sideView(account, wizard, 'source'),
      sideView(account, wizard, 'destination'),
    ]);
    let playlists: PlaylistItem[] | null = null;
    let error = typeof req.query.error === 'string' ? req.query.error.slice(0, 200) : null;
    let can = { likedTracks: true, albums: true, artists: true };
    if (source.connected && destination.connected) {
      const sourceUser = (await IntegrationUser.findByPk(wizard.sourceIntegrationUserId!))!;
      const destinationUser = (await IntegrationUser.findByPk(wizard.destinationIntegrationUserId!))!;
      const adapter = deps.adapters.get(sourceUser.integrationType)!;
      const target = deps.adapters.get(destinationUser.integrationType)!.capabilities;
      can = { likedTracks: target.likeTracks, albums: target.saveAlbums, artists: target.followArtists };
      try {
        playlists = [];
        const session = userSession(deps, adapter, sourceUser);
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
        error = isUpstreamError(err, 'reauthRequired')
          ? 'Sign in to the source again.'
          : 'The source service could not be reached. Try again in a moment.';
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
        can,
        error,
        latestTransfer: latest?.id ?? null,
      }),
    );
  });

  router.get('/connect/:role/:service', async (req, res) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return;
    const role = req.params.role;
    const adapter = isServiceId(req.params.service) ? deps.adapters.get(req.params.service) : undefined;
    if ((role !== 'source' && role !== 'destination') || !adapter)
      throw notFound('routeNotFound', 'No such step of the wizard.');
    // A pre-authorized destination is the partner's to change (PUT target-auth), not the browser's.
    if (role === 'destination' && wizard.transferSessionId) return void res.redirect(302, `${deps.base}/wizard`);
    const account = (await Account.findByPk(wizard.accountId))!;
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
      res.redirect(302, `${deps.base}/wizard?error=${encodeURIComponent(err.message)}`);
    }
  });

  router.get('/connected', async (req, res) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return;
    const attempt = wizard.pendingSignInId ? await SignInAttempt.findByPk(wizard.pendingSignInId) : null;
    if (
      !attempt ||
      attempt.accountId !== wizard.accountId ||
      attempt.state !== 'succeeded' ||
      !attempt.integrationUserId
    ) {
      return void res.redirect(
        302,
        `${deps.base}/wizard?error=${encodeURIComponent('The sign-in did not complete. Try again.')}`,
      );
    }
    const role = req.query.role === 'destination' && !wizard.transferSessionId ? 'destination' : 'source';
    await wizard.update({
      pendingSignInId: null,
      ...(role === 'source'
        ? { sourceIntegrationUserId: attempt.integrationUserId }
        : { destinationIntegrationUserId: attempt.integrationUserId }),
    });
    res.redirect(302, `${deps.base}/wizard`);
  });

  router.post('/start', express.urlencoded({ extended: false, limit: '200kb' }), async (req, res) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return;
    if (req.body?.csrf !== csrfOf(wizard))
      return void res.status(403).type('html').send(errorPage('This form has expired', 'Go back and try again.'));
    if (!wizard.sourceIntegrationUserId || !wizard.destinationIntegrationUserId)
      return void res.redirect(302, `${deps.base}/wizard?error=${encodeURIComponent('Connect both accounts first.')}`);
    const raw = req.body.playlists;
    const selection: TransferSelection = {
      playlists: (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String).slice(0, PLAYLISTS_SHOWN),
      likedTracks: req.body.likedTracks === '1',
      albums: req.body.albums === '1',
      artists: req.body.artists === '1',
    };
    if (!selection.playlists.length && !selection.likedTracks && !selection.albums && !selection.artists) {
      return void res.redirect(
        302,
        `${deps.base}/wizard?error=${encodeURIComponent('Choose at least one playlist or part of your library.')}`,
      );
    }
    const [source, destination] = await Promise.all([
      IntegrationUser.findByPk(wizard.sourceIntegrationUserId),
      IntegrationUser.findByPk(wizard.destinationIntegrationUserId),
    ]);
    // Every run has a session: the plain wizard's gets one now, without a pre-authorized destination.
    const session = wizard.transferSessionId
      ? await TransferSession.findByPk(wizard.transferSessionId)
      : await openPlainSession(wizard);
    const transfer = await startTransfer(deps, {
      accountId: wizard.accountId,
      source: { id: source!.id, service: source!.integrationType },
      destination: { id: destination!.id, service: destination!.integrationType },
      selection,
      transferSessionId: session?.id ?? null,
      wizardSessionId: wizard.id,
      externalUserId: session?.externalUserId ?? null,
    });
    res.redirect(302, `${deps.base}/transfers/${transfer.id}`);
  });

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

  const ownTransfer = async (req: Request, res: Response) => {
    const wizard = await requireWizard(req, res);
    if (!wizard) return undefined;
    const transfer = isUuid(req.params.transferId)
      ? await Transfer.findOne({
          where: { id: String(req.params.transferId).toLowerCase(), wizardSessionId: wizard.id },
        })
      : null;
    if (!transfer)
      return void res
        .status(404)
        .type('html')
        .send(errorPage('Transfer not found', 'This transfer is not one of yours.'));
    return { wizard, transfer };
  };

  router.get('/transfers/:transferId', async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const account = (await Account.findByPk(found.wizard.accountId))!;
    res.type('html').send(
      progressPage({
        base: deps.base,
        transferId: found.transfer.id,
        returnUrl: found.wizard.returnUrl,
        partner: account.name,
      }),
    );
  });

  router.get('/transfers/:transferId/status', async (req, res) => {
    const found = await ownTransfer(req, res);
    if (!found) return;
    const { transfer } = found;
    const finished = transfer.status === 'completed' || transfer.status === 'failed';
    const rows = finished ? await new TransferStore(deps.sequelize).firstResults(transfer.id) : [];
    res.json({
      ...presentTransfer(transfer),
      unmatched: rows.map((r) => presentMatchResult(transfer.id, r.status, r.reason, r.row)),
    });
  });

  return router;
}
