import { Router, type Request, type Response, type NextFunction } from 'express';
import { sendPage } from '../html/render.js';
import { ArticlePage } from './markdownPage.js';
import { loadDocs, type DocsContent, type DocsSettings } from './content.js';
import { HomePage } from './home.js';
import { ReferencePage } from './reference.js';
import { MissingPage, SectionPage } from './sections.js';

export { DOCS_ASSETS } from './reference.js';

/**
 * The docs site under `/docs`: the home with its quickstart, the guides, the concepts and the API
 * reference. The Markdown is rendered once, at the first request: it changes only with a release.
 */
export function docsRouter(settings: DocsSettings): Router {
  const router = Router();
  let loaded: DocsContent | null = null;
  const content = () => (loaded ??= loadDocs(settings));

  router.get('/', (_req, res) => sendPage(res, <HomePage content={content()} />));
  router.get('/reference', (_req, res) => sendPage(res, <ReferencePage />));
  router.get('/guides', (_req, res) => sendPage(res, <SectionPage section="guides" pages={content()} />));
  router.get('/concepts', (_req, res) => sendPage(res, <SectionPage section="concepts" pages={content()} />));
  router.get('/:section/:name', (req, res, next) => articlePage(content(), req, res, next));
  return router;
}

/** A guide or a concept by its name; a name the section does not have answers 404 with the section's pages. */
function articlePage(content: DocsContent, req: Request, res: Response, next: NextFunction): void {
  const { section, name } = req.params as { section: string; name: string };
  if (section !== 'guides' && section !== 'concepts') return next();
  const found = content.find(section, name);
  if (!found) return sendPage(res, <MissingPage section={section} pages={content} />, 404);
  sendPage(res, <ArticlePage article={found} pages={content} />);
}
