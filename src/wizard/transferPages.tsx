import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { sendPage } from '../html/render.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import { requestCancel } from '../transfers/cancel.js';
import { useBestGuess, useFoundItem } from '../transfers/choices.js';
import { hasEnded } from '../transfers/statuses.js';
import { progressView } from '../transfers/progressView.js';
import { retryTransfer } from '../transfers/retry.js';
import { wizardTransfer } from '../transfers/store/transfers.js';
import { refuseStaleForm, sendErrorPage } from './answers.js';
import type { WizardContext } from './context.js';
import { notMovedCsv } from './notMoved.js';
import { ProgressPage } from './pages/progressPage.js';
import { ResultPage } from './pages/resultPage.js';
import { WizardErrorPage } from './pages/errorPage.js';
import { StopPage } from './pages/stopPage.js';
import type { Action } from './pages/layout.js';
import { shownFor } from './searchAnswers.js';
import { choiceForm, summaryQuery, tokenForm, type OutcomeCode } from './schemas.js';
import { backOf, csrfOf, csrfMatches } from './session.js';
import { summaryOf } from './summary.js';

// A transfer of the wizard: its progress while it runs, then its summary with a search of the
// destination for each item not moved, the person's choices (a best guess, or an item they found),
// and the list of what was not moved as a CSV.

export function transferPages(router: Router, ctx: WizardContext): void {
  const form = express.urlencoded({ extended: false });
  router.get('/transfers/:transferId/progress', progress(ctx));
  router.get('/transfers/:transferId', validQuery(summaryQuery), showTransfer(ctx));
  router.post('/transfers/:transferId/again', form, validBody(tokenForm), tryAgain(ctx));
  router.get('/transfers/:transferId/stop', askToStop(ctx));
  router.post('/transfers/:transferId/stop', form, validBody(tokenForm), stop(ctx));
  router.post('/transfers/:transferId/choices', form, validBody(choiceForm), useChoice(ctx));
  router.get('/transfers/:transferId/not-moved.csv', downloadNotMoved(ctx));
}

/** The wizard's own transfer, or undefined with a page saying it is not there. */
async function ownTransfer(ctx: WizardContext, req: Request, res: Response) {
  const wizard = await ctx.requireWizard(req, res);
  if (!wizard) return undefined;
  const transfer = await wizardTransfer(wizard.id, req.params.transferId);
  if (!transfer) {
    sendErrorPage(
      res,
      404,
      'We can’t find this transfer',
      'It may belong to another browser, or the link is not complete. You can start a new transfer.',
      [{ href: `${ctx.deps.base}/wizard`, label: 'Start a transfer' }, ...(await backOf(wizard))],
    );
    return undefined;
  }
  return { wizard, transfer };
}

/**
 * The wizard's own transfer a summary's form posts about, with the summary's path; undefined once
 * answered: not this browser's transfer, or a form of an earlier session (`notDone` says what was
 * not done, and how to go on).
 */
async function postedAbout(ctx: WizardContext, req: Request, res: Response, csrf: string, notDone: string) {
  const found = await ownTransfer(ctx, req, res);
  if (!found) return undefined;
  const path = `${ctx.deps.base}/transfers/${found.transfer.id}`;
  if (!csrfMatches(found.wizard, csrf)) {
    await refuseStaleForm(res, found.wizard, notDone, { href: path, label: 'Open the summary' });
    return undefined;
  }
  return { ...found, path };
}

/** What the progress page polls: a cheap read of how far the transfer is. */
const progress =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await ownTransfer(ctx, req, res);
    if (!found) return;
    res.json(progressView(found.transfer, await ctx.live.read(found.transfer.id)));
  };

/** The progress page while the transfer runs; its summary once it has ended. */
const showTransfer =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await ownTransfer(ctx, req, res);
    if (!found) return;
    const { transfer, wizard } = found;
    const back = await backOf(wizard);
    if (!hasEnded(transfer))
      return sendPage(
        res,
        <ProgressPage
          base={ctx.deps.base}
          transferId={transfer.id}
          destination={transfer.destinationService}
          view={progressView(transfer, await ctx.live.read(transfer.id))}
          back={back}
        />,
      );
    const { status, retryAfterSeconds, summary } = await summaryOf(
      ctx.deps,
      transfer,
      queryOf(req, summaryQuery),
      wizard,
    );
    if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
    sendPage(res, <ResultPage {...summary} csrf={csrfOf(wizard)} back={back} />, status);
  };

/**
 * "Try again" after a transfer stopped: the same choice between the same accounts, once; a second
 * press (or the form sent again) leads to the retry the first one made.
 */
const tryAgain =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await postedAbout(
      ctx,
      req,
      res,
      bodyOf(req, tokenForm).csrf,
      'It was opened in an earlier session, so nothing was started. Open the summary again and try once more.',
    );
    if (!found) return;
    const { transfer, path } = found;
    const retry = transfer.retriedAs ?? (transfer.status === 'failed' ? await retryTransfer(ctx.deps, transfer) : null);
    res.redirect(303, retry ? `${ctx.deps.base}/transfers/${retry}` : path);
  };

/**
 * "Stop" on the progress page asks first, on a page of its own (no script needed); once the transfer
 * has ended there is nothing to stop, and its summary opens instead.
 */
const askToStop =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await ownTransfer(ctx, req, res);
    if (!found) return;
    const { transfer, wizard } = found;
    const path = `${ctx.deps.base}/transfers/${transfer.id}`;
    if (hasEnded(transfer)) return res.redirect(303, path);
    sendPage(
      res,
      <StopPage action={`${path}/stop`} back={path} csrf={csrfOf(wizard)} destination={transfer.destinationService} />,
    );
  };

/**
 * The confirmed stop: the write under way finishes and nothing more is written (transfers/cancel.ts);
 * the transfer's page shows it stopping, then its summary. Sent again, or after the end, it does
 * nothing more.
 */
const stop =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await postedAbout(
      ctx,
      req,
      res,
      bodyOf(req, tokenForm).csrf,
      'It was opened in an earlier session, so the transfer was not stopped. Open it again and stop it from there.',
    );
    if (!found) return;
    await requestCancel(ctx.deps, found.transfer);
    res.redirect(303, found.path);
  };

/** "Use this one": the best guess of one row, or an item the person found for it (`pick`), goes to the destination, once. */
const useChoice =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const { csrf, item, pick } = bodyOf(req, choiceForm);
    const found = await postedAbout(
      ctx,
      req,
      res,
      csrf,
      'It was opened in an earlier session, so nothing was added. Open the summary again and choose once more.',
    );
    if (!found) return;
    const { transfer, wizard, path } = found;
    if (item === null || pick === false)
      return refuseChoice(res, item === null ? 'invalidItem' : 'invalidPick', path, await backOf(wizard));
    let code: OutcomeCode = 'retried';
    if (!transfer.retriedAs) {
      const outcome =
        pick === null
          ? await useBestGuess(ctx.deps, transfer, item)
          : await useFoundItem(ctx.deps, transfer, item, pick, shownFor(ctx.deps, transfer.id));
      if (outcome.kind === 'notShown') return refuseChoice(res, 'invalidPick', path, await backOf(wizard));
      code = outcome.kind === 'failed' ? outcome.why : outcome.kind;
    }
    const key = item.join('.');
    res.redirect(303, `${path}?choice=${key}&outcome=${code}#item-${key}`);
  };

/**
 * A choice whose form names no item of the report, or a found item no search of this summary
 * showed for it: nothing was added, and the person goes back to choose on the summary.
 */
function refuseChoice(res: Response, code: 'invalidItem' | 'invalidPick', summary: string, back: Action[]): void {
  sendPage(
    res,
    <WizardErrorPage
      code={code}
      title="We couldn’t tell what to add"
      message="Nothing was added. Open the summary again and choose once more."
      actions={[{ href: summary, label: 'Open the summary' }, ...back]}
    />,
    400,
  );
}

/** The list of what was not moved, for the person to keep. */
const downloadNotMoved =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const found = await ownTransfer(ctx, req, res);
    if (!found) return;
    const csv = await notMovedCsv(ctx.deps.sequelize, found.transfer);
    res.type('text/csv').attachment(csv.filename).send(csv.body);
  };
