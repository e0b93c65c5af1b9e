import express, { type RequestHandler, type Response, type Router } from 'express';
import { sendPage } from '../html/render.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import type { TransferSelection } from '../transfers/models.js';
import type { WizardSession } from './models.js';
import { latestWizardTransfer } from '../transfers/store/transfers.js';
import type { IntegrationUser } from '../users/models.js';
import { refuseStaleForm, sendErrorPage } from './answers.js';
import { toWizard, type WizardContext } from './context.js';
import { earlierCopies } from './earlierCopies.js';
import { wizardError } from './errorWords.js';
import { canMove } from './libraryChoices.js';
import { backAction } from './pages/layout.js';
import { CopiesPage } from './pages/copiesPage.js';
import { WizardPage } from './pages/wizardPage.js';
import { startForm, wizardQuery, type StartForm } from './schemas.js';
import { backOf, bothSides, csrfOf, csrfMatches, destinationLocked, partnerOf } from './session.js';
import { destinationOf, libraryBetween, sideView, whatToChoose } from './sides.js';
import { startWizardTransfer } from './startTransfer.js';

// The wizard's own page: connect both sides, choose what to move, start. When some chosen
// playlists were copied to the same account before, a page asks first what to do with the copies.

export function choosePages(router: Router, ctx: WizardContext): void {
  router.get('/wizard', validQuery(wizardQuery), showWizard(ctx));
  router.post(
    '/start',
    express.urlencoded({ extended: false, limit: '200kb' }),
    validBody(startForm),
    startChosen(ctx),
  );
}

/** Both sides, and once both are connected (and neither is being changed), what the source has to move. */
const showWizard =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const { deps } = ctx;
    const wizard = await ctx.requireWizard(req, res);
    if (!wizard) return;
    const query = queryOf(req, wizardQuery);
    const account = await partnerOf(wizard);
    const locked = await destinationLocked(wizard);
    const [source, destination] = await Promise.all([
      sideView(deps, account, wizard, 'source', { locked, changing: query.change === 'source' }),
      sideView(deps, account, wizard, 'destination', { locked, changing: query.change === 'destination' }),
    ]);
    const ready = source.connected && destination.connected && !source.changing && !destination.changing;
    const sides = ready ? await bothSides(wizard) : null;
    const choose = sides ? await whatToChoose(deps, sides.source, sides.destination) : null;
    const latest = await latestWizardTransfer(wizard.id);
    sendPage(
      res,
      <WizardPage
        partner={account.name}
        base={deps.base}
        csrf={csrfOf(wizard)}
        source={source}
        destination={destination}
        playlists={choose?.playlists ?? null}
        library={choose?.library ?? []}
        canKeepInSync={choose?.canKeepInSync ?? false}
        error={choose?.readError ?? wizardError(deps.base, query, { destinationLocked: locked, partner: account.name })}
        latestTransfer={latest?.id ?? null}
        back={backAction({ returnUrl: wizard.returnUrl, partner: account.name })}
      />,
    );
  };

/** "Start the transfer": what the form chose, between the two connected sides. */
const startChosen =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const wizard = await ctx.requireWizard(req, res);
    if (!wizard) return;
    const form = bodyOf(req, startForm);
    if (!csrfMatches(wizard, form.csrf))
      return refuseStaleForm(
        res,
        wizard,
        'It was opened before your last change, so we didn’t start anything. Open it again and choose what to move.',
        { href: `${ctx.deps.base}/wizard`, label: 'Open it again' },
      );
    const sides = await bothSides(wizard);
    if (!sides) return toWizard(ctx, res, 'connectBoth');
    // Only what the form could offer: a box the page showed disabled counts as not chosen.
    const library = libraryBetween(ctx.deps, sides.source, sides.destination);
    const selection: TransferSelection = {
      playlists: form.playlists,
      likedTracks: form.likedTracks && canMove(library, 'likedTracks'),
      albums: form.albums && canMove(library, 'albums'),
      artists: form.artists && canMove(library, 'artists'),
    };
    if (!selection.playlists.length && !selection.likedTracks && !selection.albums && !selection.artists)
      return toWizard(ctx, res, 'chooseSomething', {}, '#choose-error');
    const keepInSync = form.keepInSync && selection.playlists.length > 0;
    if (form.copies === 'unclear')
      return sendErrorPage(
        res,
        400,
        'We didn’t understand that choice',
        'Nothing was started. Choose what to move again, then choose what to do with the copies you already have.',
        [{ href: `${ctx.deps.base}/wizard`, label: 'Choose again' }, ...(await backOf(wizard))],
      );
    const copies = await copiesToUpdate(ctx, res, { wizard, sides, selection, keepInSync, copies: form.copies });
    if (copies === 'asked') return;
    const transfer = await startWizardTransfer(ctx.deps, wizard, sides, {
      selection,
      keepInSync,
      updateCopies: copies,
    });
    res.redirect(302, `${ctx.deps.base}/transfers/${transfer.id}`);
  };

/**
 * The earlier copies the transfer writes into instead of making new playlists: none when the
 * person chose new ones; when they have not chosen yet and there are some, the page that asks
 * (`asked`). Liked tracks, albums and artists saved twice are still there once: only playlists
 * are copied twice.
 */
async function copiesToUpdate(
  ctx: WizardContext,
  res: Response,
  input: {
    wizard: WizardSession;
    sides: { source: IntegrationUser; destination: IntegrationUser };
    selection: TransferSelection;
    keepInSync: boolean;
    copies: StartForm['copies'];
  },
): Promise<Record<string, string> | null | 'asked'> {
  const { wizard, sides, selection } = input;
  if (input.copies === 'new' || !selection.playlists.length) return null;
  const earlier = await earlierCopies(ctx.deps.sequelize, {
    accountId: wizard.accountId,
    sourceUserId: sides.source.id,
    destination: await destinationOf(ctx.deps, wizard, sides.destination),
    playlistIds: selection.playlists,
  });
  if (earlier.length && input.copies === null) {
    sendPage(
      res,
      <CopiesPage
        base={ctx.deps.base}
        csrf={csrfOf(wizard)}
        destination={sides.destination.integrationType}
        copies={earlier}
        others={selection.playlists.length - earlier.length}
        fields={formOf(selection, input.keepInSync)}
      />,
    );
    return 'asked';
  }
  // Decided now, from what the destination holds now: the form names no playlist to write into.
  return input.copies === 'update' && earlier.length
    ? Object.fromEntries(earlier.map((c) => [c.sourceId, c.destinationId]))
    : null;
}

/** The choice as the start form sends it, to send again from the question about earlier copies. */
export function formOf(selection: TransferSelection, keepInSync: boolean): [string, string][] {
  return [
    ...selection.playlists.map((id): [string, string] => ['playlists', id]),
    ...(['likedTracks', 'albums', 'artists'] as const).flatMap((kind): [string, string][] =>
      selection[kind] ? [[kind, '1']] : [],
    ),
    ...(keepInSync ? [['keepInSync', '1'] as [string, string]] : []),
  ];
}
