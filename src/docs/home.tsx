import { Parts } from './markdownPage.js';
import type { DocsContent } from './content.js';
import { Cards, DocsPage } from './layout.js';
import { DocsSessionScript } from './session.js';

const WAYS_IN = [
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
];

/** `/docs`: what the API is for, the ways in, and the quickstart itself. */
export function HomePage({ content }: { content: DocsContent }) {
  const quickstart = content.find('guides', 'quickstart')!;
  return (
    <DocsPage title="Overview" area="home" current="/docs" pages={content} script={<DocsSessionScript />}>
      <h1>Build on your listeners’ music libraries</h1>
      <p class="lead">
        Connect your users’ accounts on Spotify, Deezer, Apple Music, TIDAL, YouTube Music and more; read and change
        their libraries; search every service’s catalogue; and move a whole library, or keep a playlist, from one
        service to another.
      </p>
      <p id="session" class="session" hidden />
      <Cards
        items={[
          {
            href: quickstart.href,
            title: 'Quickstart',
            summary: 'Your first call in five minutes, then a listener, a library, a transfer and webhooks.',
          },
          ...WAYS_IN,
        ]}
      />
      <h2>{quickstart.title}</h2>
      <Parts parts={quickstart.parts} headingShift={1} />
      <h2 id="guides">Guides</h2>
      <Cards items={content.guides.filter((g) => g.name !== 'quickstart')} />
      <h2 id="concepts">Concepts</h2>
      <Cards items={content.concepts} />
    </DocsPage>
  );
}
