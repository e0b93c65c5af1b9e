import { EVALUATION_USER_CAP } from '../users/connect.js';

/**
 * A way on from a problem. Each is offered only where it leads somewhere: `tryAgain` needs the
 * partner and the service, `otherService` a picker with another service on it, `backToPartner` a
 * Return URL the partner registered, `goBack` a page before ours in the browser's history.
 */
export type WayForward = 'tryAgain' | 'otherService' | 'backToPartner' | 'goBack';

/** What a person is told when the sign-in cannot go on: in their words, never ours or the partner's. */
export interface Problem {
  status: number;
  title: string;
  message: string;
  /** In the order the page offers them; the first one found is the main button. */
  ways: WayForward[];
}

/** Who and what the page may name; unknown ones are talked about in general words. */
export interface ProblemContext {
  partner: string | null;
  service: string | null;
}

const ALL_WAYS: WayForward[] = ['tryAgain', 'otherService', 'backToPartner'];

type Describe = (names: { partner: string; Partner: string; service: string; Service: string }) => Problem;

/**
 * Problems by code: a sign-in's own error code (as forwarded to partners) or one of the hosted
 * pages' own. Unknown codes read as `default`.
 */
const PROBLEMS: Record<string, Describe> = {
  accessDenied: ({ partner, service, Service }) => ({
    status: 400,
    title: `${Service} was not connected`,
    message: `You cancelled, or did not allow ${partner} to use ${service}, so nothing was connected. You can try again or choose another service.`,
    ways: ALL_WAYS,
  }),
  signInExpired: () => ({
    status: 400,
    title: 'This sign-in took too long',
    message:
      'To keep your account safe, signing in has to be finished within 30 minutes. Nothing was connected: start again, it only takes a moment.',
    ways: ALL_WAYS,
  }),
  serviceUnavailable: ({ service, Service }) => ({
    status: 400,
    title: `${Service} is not answering`,
    message: `We could not reach ${service} just now, so nothing was connected. Wait a moment, then try again.`,
    ways: ALL_WAYS,
  }),
  tokenExchangeFailed: ({ service, Service }) => ({
    status: 400,
    title: `${Service} did not accept the sign-in`,
    message: `Something went wrong between ${service} and us, so nothing was connected. Try again; if it happens again, choose another service.`,
    ways: ALL_WAYS,
  }),
  // Our sign-in form refused what the person typed too many times (FORM_TRIES): a guessing guard.
  signInTooManyTries: ({ service, Service }) => ({
    status: 400,
    title: `${Service} was not connected`,
    message: `${Service} did not accept what was typed, too many times, so this sign-in ended and nothing was connected. Check what you type, then start again.`,
    ways: ALL_WAYS,
  }),
  // Signed in, but none of the person's servers is one we may call (Plex lists them).
  noUsableServer: ({ service, Service }) => ({
    status: 400,
    title: `${Service} was not connected`,
    message: `We found no ${service} server of yours that we can reach: it must be your own and reachable over the internet at a secure (https) address. Nothing was connected.`,
    ways: ALL_WAYS,
  }),
  evaluationLimitReached: ({ partner, Partner }) => ({
    status: 403,
    title: `${Partner} cannot connect more accounts yet`,
    message: `${Partner} is still on an evaluation account, which connects at most ${EVALUATION_USER_CAP} people, and all of them are taken. Nothing was connected; let ${partner} know.`,
    ways: ['backToPartner'],
  }),
  uniqueIdInUse: ({ partner }) => ({
    status: 400,
    title: 'This link was already used',
    message: `This link can connect an account only once. Go back to ${partner} and start again from there.`,
    ways: ['backToPartner', 'goBack'],
  }),
  // The partner account went away while the person was signing in.
  accountNotFound: () => ({
    status: 404,
    title: 'This app is not available any more',
    message: 'The app you came from can no longer connect music accounts here, so nothing was connected.',
    ways: ['goBack'],
  }),
  partnerNotFound: () => ({
    status: 404,
    title: 'We cannot find this app',
    message:
      'The link you followed does not lead to an app we know, so we cannot connect your music here. Go back to the app you came from and try again from there.',
    ways: ['goBack'],
  }),
  invalidLink: ({ partner }) => ({
    status: 400,
    title: 'This link does not work',
    message: `The link that brought you here is incomplete or damaged, so we cannot connect your music with it. Go back to ${partner} and start again from there; if it happens again, let ${partner} know.`,
    ways: ['backToPartner', 'goBack'],
  }),
  // The link names a Return URL the partner never registered: the mistake is theirs, so they must hear of it.
  returnUrlNotAllowed: ({ partner }) => ({
    status: 400,
    title: 'This link does not work',
    message: `The link names a page to come back to that ${partner} has not set up with us, so we cannot connect your music with it. Go back to ${partner} and let them know; nothing was connected.`,
    ways: ['backToPartner', 'goBack'],
  }),
  serviceUnknown: ({ partner }) => ({
    status: 404,
    title: 'We cannot connect this music service',
    message: `The link asks for a music service we do not connect. Choose one of the services ${partner} offers.`,
    ways: ['otherService', 'backToPartner', 'goBack'],
  }),
  signInNotHosted: ({ partner, service, Service }) => ({
    status: 400,
    title: `${Service} is connected through ${partner}`,
    message: `${Service} lets only its partners sign people in, so there is no ${service} sign-in here. ${partner} connects your ${service} account from its own app.`,
    ways: ['otherService', 'backToPartner', 'goBack'],
  }),
  noServices: ({ Partner }) => ({
    status: 200,
    title: 'No music service to choose yet',
    message: `${Partner} has not chosen which music services you can connect yet, so there is nothing to connect here for now.`,
    ways: ['backToPartner', 'goBack'],
  }),
  notRecognised: () => ({
    status: 400,
    title: 'This sign-in link does not work',
    message:
      'It was already used, or it was copied only in part. Nothing was connected: start again from the app you came from.',
    ways: [],
  }),
  startedElsewhere: () => ({
    status: 403,
    title: 'Finish in the browser you started in',
    message:
      'This sign-in was started in another browser, or this browser has forgotten it (its cookies were cleared), so we cannot finish it here. Nothing was connected: start again in this browser.',
    ways: ALL_WAYS,
  }),
  // A service that signs in through its script on our page, without the keys that page needs.
  unavailable: ({ Service }) => ({
    status: 503,
    title: `${Service} is not available right now`,
    message: `${Service} cannot be connected here at the moment. Try again later, or choose another service.`,
    ways: ['otherService', 'backToPartner', 'tryAgain'],
  }),
  // Another callback of the same sign-in is still at work and has not finished in time.
  stillFinishing: ({ service }) => ({
    status: 503,
    title: 'Still connecting',
    message: `Your ${service} account is still being connected. Wait a few seconds, then reload this page.`,
    ways: ['backToPartner'],
  }),
  internal: () => ({
    status: 500,
    title: 'Something went wrong on our side',
    message: 'Nothing was connected. Wait a moment, then try again.',
    ways: ['tryAgain', 'otherService', 'backToPartner', 'goBack'],
  }),
  default: ({ service }) => ({
    status: 400,
    title: 'Your music was not connected',
    message: `Something went wrong while connecting your ${service} account. Try again, or choose another service.`,
    ways: ALL_WAYS,
  }),
};

/** The problem a code stands for, told with the names the page knows (a name is never recased). */
export function problemOf(code: string, context: ProblemContext): Problem {
  return (PROBLEMS[code] ?? PROBLEMS.default)({
    partner: context.partner ?? 'the app you came from',
    Partner: context.partner ?? 'The app you came from',
    service: context.service ?? 'your music service',
    Service: context.service ?? 'Your music service',
  });
}

/** Whether the hosted pages have words of their own for this code. */
export const isKnownProblem = (code: string): boolean => code in PROBLEMS;
