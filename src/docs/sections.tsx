import type { Section } from './content.js';
import { Cards, DocsPage, type DocsPages } from './layout.js';

const SECTIONS: Record<Section, { title: string; lead: string }> = {
  guides: {
    title: 'Guides',
    lead: 'Each guide does one job end to end. Its code is a file of ours that a test runs against a live server, so it works as written.',
  },
  concepts: {
    title: 'Concepts',
    lead: 'How the API behaves everywhere: which credential goes where, what errors say, limits, retries, paging and events.',
  },
};

/** `/docs/guides` and `/docs/concepts`: what the section is for, and its pages. */
export function SectionPage({ section, pages }: { section: Section; pages: DocsPages }) {
  const { title, lead } = SECTIONS[section];
  return (
    <DocsPage title={title} area={section} current={`/docs/${section}`} pages={pages}>
      <h1>{title}</h1>
      <p class="lead">{lead}</p>
      <Cards items={pages[section]} />
    </DocsPage>
  );
}

/** A page the section does not have: the section's pages instead. */
export function MissingPage({ section, pages }: { section: Section; pages: DocsPages }) {
  return (
    <DocsPage title="No such page" area={section} current="" pages={pages}>
      <h1>No such page</h1>
      <p>There is no page at this address. Here are the {SECTIONS[section].title.toLowerCase()}:</p>
      <Cards items={pages[section]} />
    </DocsPage>
  );
}
