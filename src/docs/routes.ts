import { Router, type Response } from 'express';
import { escapeHtml } from '../pages/html.js';
import { loadDocs, type DocsContent, type DocsSettings, type Section } from './content.js';
import { homePage } from './home.js';
import { cards, docsPage } from './layout.js';
import { referencePage } from './reference.js';

export { DOCS_ASSETS } from './reference.js';

/**
 * The docs site under `/docs`: the home with its quickstart, the guides, the concepts and the API
 * reference. Every page is rendered once, at the first request: they change only with a release.
 */
export function docsRouter(settings: DocsSettings): Router {
  const router = Router();
  let loaded: DocsContent | null = null;
  const content = () => (loaded ??= loadDocs(settings));
  const send = (res: Response, html: string, status = 200) => void res.status(status).type('html').send(html);

  router.get('/', (_req, res) => send(res, homePage(content())));
  router.get('/reference', (_req, res) => send(res, referencePage()));
  router.get('/guides', (_req, res) => send(res, sectionPage(content(), 'guides')));
  router.get('/concepts', (_req, res) => send(res, sectionPage(content(), 'concepts')));
  router.get('/:section/:name', (req, res, next) => {
    const section = req.params.section;
    if (section !== 'guides' && section !== 'concepts') return next();
    const found = content().find(section, req.params.name);
    if (!found) return send(res, missingPage(content(), section), 404);
    send(
      res,
      docsPage({
        title: found.title,
        area: section,
        current: found.href,
        main: found.html,
        headings: found.headings,
        content: content(),
      }),
    );
  });
  return router;
}

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

function sectionPage(content: DocsContent, section: Section): string {
  const { title, lead } = SECTIONS[section];
  return docsPage({
    title,
    area: section,
    current: `/docs/${section}`,
    main: `<h1>${title}</h1>\n<p class="lead">${escapeHtml(lead)}</p>\n${cards(content[section])}`,
    content,
  });
}

function missingPage(content: DocsContent, section: Section): string {
  return docsPage({
    title: 'No such page',
    area: section,
    current: '',
    main: `<h1>No such page</h1>\n<p>There is no page at this address. Here are the ${SECTIONS[section].title.toLowerCase()}:</p>\n${cards(content[section])}`,
    content,
  });
}
