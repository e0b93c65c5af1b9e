import type { RequestHandler } from 'express';
import { sendPage } from '../html/render.js';
import { dashboardAddress } from './links.js';
import { HostedPage } from './hostedPage.js';
import { PRODUCT_NAME } from './product.js';

/**
 * Where a newcomer goes from the root of either host. Absolute, from BASE_URL and APP_URL and
 * never from a request's Host: the API and the hosted pages may be on different hosts, and a
 * forged Host must not choose where a person is sent.
 */
export interface HomeLinks {
  name: string;
  dashboard: string;
  docs: string;
  health: string;
  openapi: string;
}

/** The home's links for this deployment. */
export function homeLinks(urls: { baseUrl: string; appUrl: string }): HomeLinks {
  const dashboard = dashboardAddress(urls.appUrl);
  return {
    name: PRODUCT_NAME,
    dashboard: `${dashboard.appOrigin}${dashboard.base}`,
    docs: `${urls.baseUrl}/docs`,
    health: `${urls.baseUrl}/health/ready`,
    openapi: `${urls.baseUrl}/openapi.json`,
  };
}

/** One way on from the home, as a card of the sign-in picker: the link, and what is there. */
function Entry(props: { id: string; href: string; label: string; about: string }) {
  return (
    <li>
      <div>
        <a href={props.href} data-link={props.id} aria-describedby={`${props.id}-about`}>
          {props.label}
        </a>
        <p class="access" id={`${props.id}-about`}>
          {props.about}
        </p>
      </div>
    </li>
  );
}

/** The home as a page: what the product is and the three ways on, as the sign-in picker's cards. */
export function HomePage(props: { links: HomeLinks }) {
  const { links } = props;
  return (
    <HostedPage title={links.name}>
      <main>
        <h1>{links.name}</h1>
        <p>
          Build on your listeners’ music libraries: connect their accounts on Spotify, Deezer, Apple Music, TIDAL,
          YouTube Music and more, read and change their libraries, search the services’ catalogues, and move a library
          from one service to another.
        </p>
        <ul class="services">
          <Entry
            id="dashboard"
            href={links.dashboard}
            label="Partner dashboard"
            about="Your team’s API keys, webhooks, settings, connected users and transfers. Sign in with the email and password you chose from your invitation."
          />
          <Entry
            id="docs"
            href={links.docs}
            label="API docs"
            about="The quickstart, a guide for each task, and the API reference."
          />
          <Entry
            id="health"
            href={links.health}
            label="Health check"
            about="Whether this deployment, its database and its Redis answer (JSON)."
          />
        </ul>
        <p class="muted">
          Calling from code? The same links are JSON for any client that does not ask for HTML, and the API is described
          by its <a href={links.openapi}>OpenAPI document</a>.
        </p>
      </main>
    </HostedPage>
  );
}

/**
 * `/` on either host: the page for a browser (it asks for HTML first), the same links as JSON for
 * anything else, an API client or curl, which would have no use for a page.
 */
export function homeHandler(links: HomeLinks): RequestHandler {
  return (req, res) => {
    res.vary('Accept');
    if (req.accepts(['json', 'html']) === 'html') return sendPage(res, <HomePage links={links} />);
    res.json(links);
  };
}

/** `/dashboard` where the dashboard lives under APP_URL's path: where a person typing it means to go. */
export function toDashboard(links: HomeLinks): RequestHandler {
  return (_req, res) => res.redirect(302, links.dashboard);
}
