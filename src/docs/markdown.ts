import { posix } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../pages/html.js';

// Our own Markdown (docs/guides, docs/concepts) as HTML pages of the docs site. Only files of this
// repository go through here, never anything a request carries, so raw HTML in them is trusted.

/** A heading of a rendered page, for its "On this page" list. */
export interface Heading {
  id: string;
  text: string;
}

/** A Markdown file rendered: its title (the `#` heading), its HTML and its second-level headings. */
export interface RenderedMarkdown {
  title: string;
  html: string;
  headings: Heading[];
}

/** Where a link written between Markdown files goes on the site; null for a file a partner cannot open. */
export type LinkTarget = (repositoryPath: string) => string | null;

/** An anchor from a heading's text: lower case words joined by dashes. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Renders `markdown`, the file at `path` (from the repository's root). Links to other Markdown
 * files become links to their pages (`linkTarget`); a link to any other file of the repository
 * throws, since a partner reading the site cannot open it.
 */
export function renderMarkdown(markdown: string, path: string, linkTarget: LinkTarget): RenderedMarkdown {
  let title = '';
  const headings: Heading[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        const text = html.replace(/<[^>]+>/g, '');
        if (depth === 1) {
          title ||= text;
          return `<h1>${html}</h1>\n`;
        }
        let id = slugOf(text) || 'section';
        for (let n = 2; used.has(id); n++) id = `${slugOf(text)}-${n}`;
        used.add(id);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${html}</h${depth}>\n`;
      },
      link({ href, title: linkTitle, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = siteHref(href, path, linkTarget);
        const titled = linkTitle ? ` title="${escapeHtml(linkTitle)}"` : '';
        return `<a href="${escapeHtml(target)}"${titled}>${text}</a>`;
      },
      code({ text, lang }: Tokens.Code) {
        return codeBlock(text, lang);
      },
      table(token: Tokens.Table) {
        // Wide tables scroll inside their own box, never the page; the box takes the keyboard.
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td') => {
          const align = c.align ? ` style="text-align:${c.align}"` : '';
          const scope = tag === 'th' ? ' scope="col"' : '';
          return `<${tag}${scope}${align}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('\n');
        return `<div class="scroll" tabindex="0" role="region" aria-label="Table"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  if (!title) throw new Error(`${path} has no # title`);
  return { title, html, headings };
}

/** A code block that scrolls inside itself, reachable by keyboard. */
export function codeBlock(code: string, lang?: string): string {
  const language = lang ? ` class="language-${escapeHtml(lang)}"` : '';
  const label = lang ? ` aria-label="${escapeHtml(LANGUAGE_NAMES[lang] ?? lang)} code"` : ' aria-label="Code"';
  return `<pre tabindex="0" role="region"${label}><code${language}>${escapeHtml(code.replace(/\n$/, ''))}</code></pre>\n`;
}

const LANGUAGE_NAMES: Record<string, string> = {
  ts: 'TypeScript',
  sh: 'Shell',
  json: 'JSON',
  http: 'HTTP',
};

function siteHref(href: string, from: string, linkTarget: LinkTarget): string {
  if (/^(https?:|mailto:|#|\/)/.test(href)) return href;
  const [file, anchor] = href.split('#');
  const repositoryPath = posix.normalize(posix.join(posix.dirname(from), file));
  const target = linkTarget(repositoryPath);
  if (!target) throw new Error(`${from} links to ${href}, a file a partner cannot open`);
  return anchor ? `${target}#${anchor}` : target;
}
