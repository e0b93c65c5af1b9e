import { ArticlePage } from '../../../src/docs/markdownPage.js';
import type { DocsArticle, DocsContent, Part, Section } from '../../../src/docs/content.js';
import { HomePage } from '../../../src/docs/home.js';
import { MissingPage, SectionPage } from '../../../src/docs/sections.js';
import type { PageCase } from './cases.js';

// The docs site's pages are ours, but every place a page writes a value it did not write itself
// (a title, a heading, a summary, an example file, a row of a generated table) takes `text` here.

const MARKDOWN: Part = { kind: 'markdown', html: '<p>Our own Markdown, rendered.</p>\n' };

/** A heading and a table of the Markdown, their text as a heading's or a cell's would be. */
const markdownBlocks = (text: string): Part[] => [
  {
    kind: 'heading',
    depth: 2,
    id: 'heading-1',
    content: [
      { kind: 'text', text },
      { kind: 'code', text },
    ],
  },
  {
    kind: 'table',
    header: [{ align: null, content: [{ kind: 'text', text }] }],
    rows: [
      [
        {
          align: 'left',
          content: [
            { kind: 'link', href: '/docs', title: text, content: [{ kind: 'em', content: [{ kind: 'text', text }] }] },
          ],
        },
      ],
    ],
  },
];

function article(text: string, section: Section, name: string, parts: Part[]): DocsArticle {
  return {
    section,
    name,
    href: `/docs/${section}/${name}`,
    title: text,
    summary: text,
    parts,
    headings: [1, 2, 3].map((n) => ({ id: `heading-${n}`, text })),
  };
}

function content(text: string, parts: Part[] = [MARKDOWN, ...markdownBlocks(text)]): DocsContent {
  const guides = ['quickstart', 'connect-a-user'].map((name) => article(text, 'guides', name, parts));
  const concepts = ['credentials', 'errors'].map((name) => article(text, 'concepts', name, parts));
  return {
    guides,
    concepts,
    find: (section, name) => (section === 'guides' ? guides : concepts).find((a) => a.name === name),
  };
}

const page = (text: string, parts: Part[]) => (
  <ArticlePage article={article(text, 'guides', 'connect-a-user', parts)} pages={content(text)} />
);

export const cases: PageCase[] = [
  { name: 'docs › home', render: (text) => <HomePage content={content(text)} /> },
  { name: 'docs › guides', render: (text) => <SectionPage section="guides" pages={content(text)} /> },
  { name: 'docs › concepts', render: (text) => <SectionPage section="concepts" pages={content(text)} /> },
  { name: 'docs › no such page', render: (text) => <MissingPage section="guides" pages={content(text)} /> },
  {
    name: 'docs › a guide (its example code, and the whole file folded)',
    render: (text) =>
      page(text, [
        MARKDOWN,
        ...markdownBlocks(text),
        { kind: 'sourceFile', code: text },
        { kind: 'wholeFile', name: text, code: text },
      ]),
  },
  {
    name: 'docs › errors (the table of error codes)',
    render: (text) =>
      page(text, [MARKDOWN, { kind: 'errorCodes', codes: [{ code: text, status: 400, messages: [text, text] }] }]),
  },
  {
    name: 'docs › credentials (which route takes which)',
    render: (text) =>
      page(text, [
        MARKDOWN,
        {
          kind: 'credentials',
          rows: [
            { routes: { paths: [text, text], about: text }, takes: ['yes', 'no', 'no (401)', 'withoutSubject', 'no'] },
          ],
        },
      ]),
  },
];
