import type { DocsContent } from './content.js';
import { cards, docsPage } from './layout.js';
import { DOCS_SESSION_SCRIPT } from './session.js';

/** The quickstart one level down, under the home's own title. */
const demoted = (html: string) =>
  html.replace(/<(\/?)h([1-5])\b/g, (_m, slash: string, n: string) => `<${slash}h${Number(n) + 1}`);

/** `/docs`: what the API is for, the ways in, and the quickstart itself. */
export function homePage(content: DocsContent): string {
  const quickstart = content.find('guides', 'quickstart')!;
  const main = `<h1>Build on your listeners’ music libraries</h1>
<p class="lead">Connect your users’ accounts on Spotify, Deezer, Apple Music, TIDAL, YouTube Music and more; read and change their libraries; search every service’s catalogue; and move a whole library, or keep a playlist, from one service to another.</p>
<p id="session" class="session" hidden></p>
${cards([
  {
    href: quickstart.href,
    title: 'Quickstart',
    summary: 'Your first call in five minutes, then a listener, a library, a transfer and webhooks.',
  },
  { href: '/docs/guides', title: 'Guides', summary: 'One job each, end to end, with code a test runs.' },
  {
    href: '/docs/concepts',
    title: 'Concepts',
    summary: 'Credentials, errors, rate limits, idempotency, paging, webhooks.',
  },
  {
    href: '/docs/reference',
    title: 'API reference',
    summary: 'Every operation, with “Try it out” from your dashboard’s docs session.',
  },
])}
${demoted(quickstart.html)}
<h2 id="guides">Guides</h2>
${cards(content.guides.filter((g) => g.name !== 'quickstart'))}
<h2 id="concepts">Concepts</h2>
${cards(content.concepts)}`;
  return docsPage({ title: 'Overview', area: 'home', current: '/docs', main, content, script: DOCS_SESSION_SCRIPT });
}
