import { readFileSync } from 'node:fs';
import { escapeHtml } from '../pages/html.js';
import { credentialsTableMarkdown } from './credentialsTable.js';
import { readErrorCodes } from './errorCodes.js';
import { codeBlock, renderMarkdown, type Heading } from './markdown.js';
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
  html: string;
  headings: Heading[];
}

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
  const markdown = withGeneratedParts(withSettings(readFileSync(projectFile(path), 'utf8'), settings));
  const rendered = renderMarkdown(markdown, path, pageOfFile);
  const html = rendered.html.replace(/<!-- (code|whole-file|error-codes)(?:: ([\w./-]+))? -->/g, (_m, kind, file) =>
    generated(kind as string, file as string),
  );
  return { section, name, href: `/docs/${section}/${name}`, ...rendered, html, summary: summaryOf(markdown) };
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
 * The tables written from the code (which route takes which credential), and a guide's closing line "The whole file: `examples/guides/x.ts`." becomes that file, folded: the
 * page shows the example's code itself, so the two never differ.
 */
function withGeneratedParts(markdown: string): string {
  return markdown
    .replace('<!-- credentials-table -->', credentialsTableMarkdown())
    .replace(
      /^The whole file: `(examples\/guides\/\w+\.ts)`\.$/m,
      (_m, file: string) => `<!-- whole-file: ${file} -->`,
    );
}

function generated(kind: string, file: string): string {
  if (kind === 'error-codes') return errorCodesTable();
  const code = readFileSync(projectFile(file), 'utf8');
  const name = file.split('/').pop()!;
  if (kind === 'code') return codeBlock(code, 'ts');
  return `<details class="whole-file"><summary>The whole file, <code>${escapeHtml(name)}</code></summary>\n${codeBlock(code, 'ts')}</details>\n`;
}

/** The table of every error code, from the file `npm run docs:errors` generates from the source. */
function errorCodesTable(): string {
  // A code under two statuses is one anchor: the first row's.
  const seen = new Set<string>();
  const anchor = (code: string) => (seen.has(code) ? '' : (seen.add(code), ` id="code-${escapeHtml(code)}"`));
  const rows = readErrorCodes().map(
    (e) =>
      `<tr><td>${e.status}</td><td${anchor(e.code)}><code>${escapeHtml(e.code)}</code></td><td>${
        e.messages.map((m) => escapeHtml(m)).join('<br>') || '—'
      }</td></tr>`,
  );
  return `<div class="scroll" tabindex="0" role="region" aria-label="Error codes"><table class="codes"><thead><tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table></div>\n`;
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
