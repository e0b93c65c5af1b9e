import { decodeJwt } from 'jose';
import { InlineScript } from '../html/trusted.js';
import { HostedPage } from '../pages/hostedPage.js';
import { ServiceTile } from '../pages/marks.js';

/** MusicKit asks for the app's build beside its name; ours has no builds of its own to report. */
const APP_BUILD = '1.0.0';
/** Apple's window checks the developer token when it opens: a minute is left for that. */
const TOKEN_MARGIN_MS = 60_000;
/** For a token that says nothing of its life: the 15 minutes of ours, less the margin. */
const DEFAULT_TOKEN_LIFE_MS = 15 * 60_000;

/**
 * How long the page may stay as served before its developer token runs out: its life (from its
 * `iat` and `exp`, so the browser's clock does not matter) less the margin.
 */
export function pageFreshForMs(developerToken: string): number {
  let life = DEFAULT_TOKEN_LIFE_MS;
  try {
    const { iat, exp } = decodeJwt(developerToken);
    if (typeof iat === 'number' && typeof exp === 'number') life = (exp - iat) * 1000;
  } catch {
    // Not a JWT we can read: Apple will judge it; the default life applies.
  }
  return Math.max(TOKEN_MARGIN_MS, life - TOKEN_MARGIN_MS);
}

export interface MusicKitPageInput {
  /** The service whose sign-in this is (the one MusicKit JS signs in to). */
  service: string;
  /** The partner's name: who asks for the library, as the person and Apple's window show it. */
  partner: string;
  scriptUrl: string;
  developerToken: string;
  state: string;
  /** The callback on APP_URL that takes the token (or the refusal). */
  callbackPath: string;
  /** The way back: to the partner, to the transfer, or plain cancel. */
  backLabel: string;
}

/** What the page's script is given: where MusicKit JS is, how to configure it, and how long the page stays fresh. */
export interface MusicKitSettings {
  scriptUrl: string;
  developerToken: string;
  appName: string;
  appBuild: string;
  freshForMs: number;
}

/**
 * Loads MusicKit JS, configures it with the developer token, and on the person's click lets
 * MusicKit ask Apple Music for access in its own window; posts the token, or the refusal, with
 * the form `finish`.
 */
const AUTHORIZE_SCRIPT = `(() => {
  const settings = JSON.parse(document.currentScript.dataset.json);
  const show = (name) => {
    for (const id of ['loading', 'ready', 'waiting', 'blocked', 'sending', 'failed']) document.getElementById(id).hidden = id !== name;
  };
  const finish = document.getElementById('finish');
  const send = (field, value) => {
    finish.elements.namedItem(field).value = value;
    show('sending');
    finish.submit();
  };
  let configured = false;
  const failed = () => {
    clearTimeout(timer);
    if (!configured) show('failed');
  };
  // A script that neither loads nor fails (a stalled network) must not leave the person waiting.
  const timer = setTimeout(failed, 20000);
  document.getElementById('retry').addEventListener('click', () => location.reload());

  // Apple refuses a developer token that has ended; a person who comes back to a page left open
  // gets a fresh page, with a fresh token, rather than a refusal. Never while Apple's window is in use.
  let authorizing = false;
  setTimeout(() => {
    if (!authorizing) location.reload();
  }, settings.freshForMs);

  document.addEventListener('musickitloaded', async () => {
    try {
      await MusicKit.configure({
        developerToken: settings.developerToken,
        app: { name: settings.appName, build: settings.appBuild },
      });
      configured = true;
      clearTimeout(timer);
      show('ready');
    } catch {
      failed();
    }
  }, { once: true });

  // A blocked window makes authorize() fail at once; nobody can refuse in Apple's window that fast,
  // so only a later failure is the person's refusal (or their closing the window).
  const BLOCKED_WITHIN_MS = 1000;
  // MusicKit opens Apple's window from authorize(); browsers allow that only on a person's click.
  const authorize = async (event) => {
    if (authorizing) return;
    authorizing = true;
    const button = event.currentTarget;
    button.disabled = true;
    show('waiting');
    const clickedAt = performance.now();
    let token = null;
    try {
      token = await MusicKit.getInstance().authorize();
    } catch {
      if (performance.now() - clickedAt < BLOCKED_WITHIN_MS) {
        authorizing = false;
        button.disabled = false;
        return show('blocked');
      }
    }
    if (typeof token === 'string' && token !== '') send('token', token);
    else send('error', 'access_denied');
  };
  for (const id of ['authorize', 'again']) document.getElementById(id).addEventListener('click', authorize);

  const script = document.createElement('script');
  script.src = settings.scriptUrl;
  script.async = true;
  script.addEventListener('error', failed);
  document.head.append(script);
})();`;

/** The states the page goes through, one shown at a time by the script. */
function Steps() {
  return (
    <>
      <div id="loading" role="status">
        <p>Loading Apple Music…</p>
      </div>
      <div id="ready" hidden>
        <p>Apple Music is ready. A window from Apple will open.</p>
        <p>
          <button class="button" id="authorize" type="button">
            Continue with Apple Music
          </button>
        </p>
      </div>
      <div id="waiting" hidden role="status">
        <p>Waiting for Apple Music: finish in Apple's window.</p>
      </div>
      <div id="blocked" hidden role="alert">
        <p class="error">Your browser blocked Apple's window. Allow pop-ups for this page, then try again.</p>
        <p>
          <button class="button" id="again" type="button">
            Try again
          </button>
        </p>
      </div>
      <div id="sending" hidden role="status">
        <p>Connecting your Apple Music library…</p>
      </div>
      <div id="failed" hidden role="alert">
        <p class="error">Apple Music could not be loaded on this page. Check your connection and try again.</p>
        <p>
          <button class="button" id="retry" type="button">
            Try again
          </button>
        </p>
      </div>
    </>
  );
}

/** The two posts to the callback: the script's outcome, and the person's way back. */
function CallbackForms(props: { action: string; state: string; backLabel: string }) {
  return (
    <>
      <form id="finish" method="post" action={props.action}>
        <input type="hidden" name="state" value={props.state} />
        <input type="hidden" name="token" value="" />
        <input type="hidden" name="error" value="" />
      </form>
      <form method="post" action={props.action}>
        <input type="hidden" name="state" value={props.state} />
        <input type="hidden" name="back" value="1" />
        <button class="button secondary" name="error" value="cancelled">
          {props.backLabel}
        </button>
      </form>
    </>
  );
}

/**
 * The Apple Music sign-in page: loads MusicKit JS, configures it with our developer token, and on
 * the person's click lets MusicKit ask Apple Music for access in its own window. The token, or the
 * refusal, goes to the callback in a form post bound to the attempt's `state` (and, through the
 * nonce cookie, to this browser). A person can always go back, and try again when MusicKit fails
 * or the browser blocks Apple's window. A page left unused until its developer token nearly ends
 * reloads itself for a fresh one.
 */
export function MusicKitPage(props: { input: MusicKitPageInput }) {
  const { input } = props;
  const settings: MusicKitSettings = {
    scriptUrl: input.scriptUrl,
    developerToken: input.developerToken,
    appName: input.partner,
    appBuild: APP_BUILD,
    freshForMs: pageFreshForMs(input.developerToken),
  };
  return (
    <HostedPage title={`Connect Apple Music to ${input.partner}`}>
      <main id="musickit">
        <div class="headline">
          <ServiceTile id={input.service} />
          <h1>Connect Apple Music to {input.partner}</h1>
        </div>
        <p>
          {input.partner} would like to read your Apple Music library and add to it. Apple asks you in its own window to
          sign in with your Apple Account and to allow this; your Apple password stays with Apple.
        </p>
        <Steps />
        <noscript>
          <p class="error">This page needs JavaScript: Apple Music's sign-in runs in your browser.</p>
        </noscript>
        <CallbackForms action={input.callbackPath} state={input.state} backLabel={input.backLabel} />
      </main>
      <InlineScript id="musickit-settings" code={AUTHORIZE_SCRIPT} data={settings} />
    </HostedPage>
  );
}
