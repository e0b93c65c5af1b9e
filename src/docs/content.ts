import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { credentialRows, type CredentialRow } from './credentialsTable.js';
import { readErrorCodes, type ErrorCode } from './errorCodes.js';
import { renderMarkdown, type Block, type Heading } from './markdown.js';
import { projectFile } from './projectFiles.js';

// The pages of the docs site, rendered once from docs/guides/*.md and docs/concepts/*.md.

/** The guides in a reader's order: the quickstart first, then a partner's way through the API. */
export const GUIDES = [
  'quickstart',
  'connect-a-user',
  'mint-a-devtoken',
  'run-a-managed-transfer',
  'keep-a-playlist-in-sync',
  'receive-webhooks',
  'page-through-unmatched',
] as const;

/** The concepts, from what every call needs to what some products add. */
export const CONCEPTS = [
  'credentials',
  'one-time-tokens',
  'sign-in-errors',
  'errors',
  'rate-limits',
  'idempotency',
  'paging',
  'webhooks',
  'syncs',
  'matching',
] as const;

export type Section = 'guides' | 'concepts';

/** One page of the site. */
export interface DocsArticle {
  section: Section;
  name: string;
  href: string;
  title: string;
  /** The first sentence of the page, for the lists that lead to it. */
  summary: string;
  /** The page after its title. */
  parts: Part[];
  headings: Heading[];
}

/**
 * A part of a page: a block of its Markdown, or what the site writes from the code where the
 * Markdown leaves a slot (a source file shown whole, the tables of credentials and error codes).
 */
export type Part =
  | Exclude<Block, { kind: 'slot' }>
  | { kind: 'sourceFile'; code: string }
  | { kind: 'wholeFile'; name: string; code: string }
  | { kind: 'credentials'; rows: CredentialRow[] }
  | { kind: 'errorCodes'; codes: ErrorCode[] };

/** What differs between deployments, written into the pages where the Markdown says `{base_url}`, … */
export interface DocsSettings {
  baseUrl: string;
  appUrl: string;
  rateLimitPerMinute: number;
  publicRateLimitPerMinute: number;
  authFailuresPerMinute: number;
  docsSessionTtlMinutes: number;
}

export interface DocsContent {
  guides: DocsArticle[];
  concepts: DocsArticle[];
  find(section: Section, name: string): DocsArticle | undefined;
}

/** Every page of the site, rendered for this deployment. */
export function loadDocs(settings: DocsSettings): DocsContent {
  const guides = GUIDES.map((name) => article('guides', name, settings));
  const concepts = CONCEPTS.map((name) => article('concepts', name, settings));
  return {
    guides,
    concepts,
    find: (section, name) => (section === 'guides' ? guides : concepts).find((a) => a.name === name),
  };
}

/** The site's address of a Markdown file of the repository, or null when it has no page. */
export function pageOfFile(repositoryPath: string): string | null {
  if (repositoryPath === 'docs/guides/README.md') return '/docs/guides';
  const match = /^docs\/(guides|concepts)\/([\w-]+)\.md$/.exec(repositoryPath);
  if (!match) return null;
  const names: readonly string[] = match[1] === 'guides' ? GUIDES : CONCEPTS;
  return names.includes(match[2]) ? `/docs/${match[1]}/${match[2]}` : null;
}

function article(section: Section, name: string, settings: DocsSettings): DocsArticle {
  const path = `docs/${section}/${name}.md`;
  const markdown = withWholeFiles(withSettings(readFileSync(projectFile(path), 'utf8'), settings));
  const { title, blocks, headings } = renderMarkdown(markdown, path, pageOfFile);
  const parts = blocks.map((block) => (block.kind === 'slot' ? generated(block, path) : block));
  return { section, name, href: `/docs/${section}/${name}`, title, headings, parts, summary: summaryOf(markdown) };
}

function withSettings(markdown: string, settings: DocsSettings): string {
  const values: Record<string, string | number> = {
    base_url: settings.baseUrl,
    app_url: settings.appUrl,
    rate_limit_per_minute: settings.rateLimitPerMinute,
    public_rate_limit_per_minute: settings.publicRateLimitPerMinute,
    auth_failures_per_minute: settings.authFailuresPerMinute,
    docs_session_ttl_minutes: settings.docsSessionTtlMinutes,
  };
  return markdown.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/**
 * A guide's closing line "The whole file: `examples/guides/x.ts`." becomes that file, folded: the
 * page shows the example's code itself, so the two never differ.
 */
function withWholeFiles(markdown: string): string {
  return markdown.replace(
    /^The whole file: `(examples\/guides\/\w+\.ts)`\.$/m,
    (_m, file: string) => `<!-- whole-file: ${file} -->`,
  );
}

/** The part written from the code where the Markdown leaves a slot for it. */
function generated(slot: { name: string; argument?: string }, path: string): Part {
  if (slot.name === 'credentials-table') return { kind: 'credentials', rows: credentialRows() };
  if (slot.name === 'error-codes') return { kind: 'errorCodes', codes: readErrorCodes() };
  const file = slot.argument;
  if (!file || (slot.name !== 'code' && slot.name !== 'whole-file'))
    throw new Error(`${path} leaves a slot no part fills: ${slot.name}`);
  const code = readFileSync(projectFile(file), 'utf8');
  return slot.name === 'code' ? { kind: 'sourceFile', code } : { kind: 'wholeFile', name: posix.basename(file), code };
}

/** The first sentence after the title, as plain text. */
function summaryOf(markdown: string): string {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('#') && !p.startsWith('```') && !p.startsWith('<'));
  const plain = (paragraph ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[`*]/g, '');
  const sentence = /^.*?[.:](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return sentence.replace(/:$/, '.');
}
