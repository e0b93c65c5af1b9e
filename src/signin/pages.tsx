import type { Response } from 'express';
import type { Adapters } from '../integrations/adapters.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import { sendPage } from '../html/render.js';
import { InlineScript, InlineStyle } from '../html/trusted.js';
import { HostedPage } from '../pages/hostedPage.js';
import { ServiceTile } from '../pages/marks.js';
import { accessWords } from './access.js';
import { problemOf, type Problem } from './problems.js';
import { waysForward, type PageAction, type Whereabouts } from './waysForward.js';

export type { PageAction } from './waysForward.js';

/** The partner as its picker shows it. */
export interface PickerPartner {
  name: string;
  logoUrl: string | null;
}

/** One service of the picker, and the address that starts its sign-in. */
export interface PickerChoice {
  id: string;
  href: string;
}

/** One card of the picker: the service's tile as the link, and what connecting it allows. */
function ServiceChoice(props: { partner: string; choice: PickerChoice }) {
  const { id, href } = props.choice;
  const words = accessWords(id);
  return (
    <li>
      <a href={href} data-service={id} aria-describedby={words ? `access-${id}` : undefined}>
        <ServiceTile id={id} />
      </a>
      {words && (
        <p class="access" id={`access-${id}`}>
          Lets {props.partner} {words}.
        </p>
      )}
    </li>
  );
}

/**
 * A1: the service picker of a partner, each service with its mark and what connecting it allows.
 * With none to offer, it says so, and tells the partner's developers why in `noChoice.developers`.
 */
export function PickerPage(props: {
  partner: PickerPartner;
  choices: PickerChoice[];
  /** What the page says when the partner offers no service. */
  noChoice: { problem: Problem; actions: PageAction[]; developers?: ForDevelopers };
}) {
  const { partner, choices, noChoice } = props;
  return (
    <HostedPage title={`Connect your music to ${partner.name}`}>
      <main>
        {partner.logoUrl && <img class="logo" src={partner.logoUrl} alt="" />}
        <h1>Connect your music to {partner.name}</h1>
        {choices.length ? (
          <>
            <p>Choose the music service you use. You sign in there, where your password stays, and come back here.</p>
            <ul class="services">
              {choices.map((choice) => (
                <ServiceChoice key={choice.id} partner={partner.name} choice={choice} />
              ))}
            </ul>
            <p class="muted">You can take this access back at any time in your music service's account settings.</p>
          </>
        ) : (
          <>
            <p>{noChoice.problem.message}</p>
            <Actions
              actions={noChoice.actions}
              goBack={!noChoice.actions.length && noChoice.problem.ways.includes('goBack')}
            />
            {noChoice.developers && <DeveloperDetails developers={noChoice.developers} />}
          </>
        )}
      </main>
    </HostedPage>
  );
}

/** Shows the way back, and hides the hint to close the window, when the browser has a page to go back to. */
const GO_BACK = `(() => {
  const button = document.getElementById('go-back');
  if (history.length < 2) return;
  button.hidden = false;
  document.getElementById('close-hint').hidden = true;
  button.addEventListener('click', () => history.back());
})();`;

/**
 * The buttons of a page; with `goBack`, also one back to the page before ours, shown by the
 * script only when the browser has one (a link opened in a new tab has none).
 */
function Actions(props: { actions: PageAction[]; goBack?: boolean }) {
  const { actions, goBack = false } = props;
  return (
    <>
      {(actions.length > 0 || goBack) && (
        <p class="actions">
          {actions.map((action, i) => (
            <a class={i ? 'button secondary' : 'button'} href={action.href}>
              {action.label}
            </a>
          ))}
          {goBack && (
            <button class={actions.length ? 'button secondary' : 'button'} type="button" id="go-back" hidden>
              Go back
            </button>
          )}
        </p>
      )}
      {!actions.length && (
        <p class="muted" id="close-hint">
          You can close this window.
        </p>
      )}
      {goBack && <InlineScript code={GO_BACK} />}
    </>
  );
}

/** The title of a page, with the service's tile beside it when the page is about one service. */
function Headline(props: { service?: string; title: string }) {
  if (!props.service) return <h1>{props.title}</h1>;
  return (
    <div class="headline">
      <ServiceTile id={props.service} />
      <h1>{props.title}</h1>
    </div>
  );
}

/**
 * What a problem page tells the partner's developers, who open the link to see why it fails: a
 * stable code (also in the `X-Error-Code` header) and, where it helps, what was wrong with the
 * link, in their words. Never an address the link named: a foreign one is no business of the page.
 */
export interface ForDevelopers {
  code: string;
  detail?: string | null;
}

/** The answer header of every problem page that carries its code (docs/concepts/errors.md). */
export const ERROR_CODE_HEADER = 'X-Error-Code';

/** The code and detail, folded away under the person's words: they are not for the person. */
function DeveloperDetails(props: { developers: ForDevelopers }) {
  const { code, detail } = props.developers;
  return (
    <details class="muted" id="developer-details">
      <summary>Details for the app’s developers</summary>
      <p>
        Error code: <code id="error-code">{code}</code>
      </p>
      {detail && <p id="error-detail">{detail}</p>}
    </details>
  );
}

/**
 * A problem of the hosted sign-in, with the ways forward that exist for it; the browser's own way
 * back only as the last resort. With `service`, its mark beside the title; with `developers`, the
 * code under a fold.
 */
export function ProblemPage(props: {
  problem: Problem;
  actions: PageAction[];
  service?: string;
  developers?: ForDevelopers;
}) {
  const { problem, actions } = props;
  return (
    <HostedPage title={problem.title}>
      <main>
        <Headline service={props.service} title={problem.title} />
        <p class="error" role="alert">
          {problem.message}
        </p>
        <Actions actions={actions} goBack={actions.length === 0 && problem.ways.includes('goBack')} />
        {props.developers && <DeveloperDetails developers={props.developers} />}
      </main>
    </HostedPage>
  );
}

/**
 * Answers the page of a problem, with the ways forward that exist where the person is. Its code
 * for developers is `developers.code`, else the problem's own (the `error` a forwarded failure
 * carries), in the page and in the `X-Error-Code` header.
 */
export function showProblem(
  res: Response,
  deps: { appUrl: string; adapters: Adapters },
  code: string,
  at: Whereabouts,
  status?: number,
  developers?: ForDevelopers,
): void {
  const service = isServiceId(at.service) ? at.service : undefined;
  const problem = problemOf(code, {
    partner: at.account?.name ?? null,
    service: service ? serviceName(service) : null,
  });
  const actions = waysForward(deps, problem, at);
  const told = developers ?? { code };
  res.set(ERROR_CODE_HEADER, told.code);
  sendPage(
    res,
    <ProblemPage problem={problem} actions={actions} service={service} developers={told} />,
    status ?? problem.status,
  );
}

/** What the page after a sign-in knows of the partner: its name, and its site when one is known. */
export interface DonePartner {
  name: string;
  /** The partner's own site (`partnerSite`), or null when we know of none. */
  site: string | null;
}

const DONE_STYLE = '.next{font-size:1.1rem;margin:1.4rem 0 .4rem}';

/** Where to carry on after the sign-in: the partner's site when we know it, else their app or page. */
function CarryOn(props: { partner: DonePartner | null }) {
  const { partner } = props;
  if (!partner) return <p>Go back to the app or page you came from to carry on. You can close this page.</p>;
  if (!partner.site)
    return (
      <p>
        Switch back to {partner.name}, in its app or the page you came from, to carry on: your music is ready there. You
        can close this page.
      </p>
    );
  return (
    <>
      <p>Carry on at {partner.name}: your music is ready there. If you came from its app, switch back to it instead.</p>
      <p class="actions">
        <a class="button" href={partner.site} id="partner-site">
          Go to {partner.name}
        </a>
      </p>
    </>
  );
}

/**
 * A sign-in that succeeded with no Return URL to go back to. A person who opened the link on a
 * phone has nothing else on screen, so the page says what the connection lets the partner do and
 * where to carry on.
 */
export function DonePage(props: { service: string; partner: DonePartner | null }) {
  const { service, partner } = props;
  const music = serviceName(service);
  const words = accessWords(service);
  return (
    <HostedPage title="Connected" head={<InlineStyle css={DONE_STYLE} />}>
      <main>
        <Headline service={service} title="Connected" />
        <p id="connected">
          Your {music} account is connected{partner ? ` to ${partner.name}` : ''}.
        </p>
        <h2 class="next">What happens next</h2>
        {partner && words && (
          <p>
            {partner.name} can now {words}.
          </p>
        )}
        <CarryOn partner={partner} />
        <p class="muted">You can take this access back at any time in your {music} account settings.</p>
      </main>
    </HostedPage>
  );
}
