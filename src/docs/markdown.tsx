import { posix } from 'node:path';
import { Marked, type RendererObject, type Token, type Tokens } from 'marked';
import { renderFragment } from '../html/render.js';
import { CodeBlock } from './blocks.js';

// Our own Markdown (docs/guides, docs/concepts) as pages of the docs site. Only files of this
// repository go through here, never anything a request carries, so raw HTML in them is trusted.
// Headings (which carry the anchors) and tables (which scroll in their own box) come out as data
// the page renders as components; the prose between them as HTML from marked, the one kind of
// markup a page takes whole.

/** A heading of a rendered page, for its "On this page" list. */
export interface Heading {
  id: string;
  text: string;
}

/** Text inside a heading or a table's cell. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; title?: string; content: Inline[] }
  | { kind: 'em' | 'strong' | 'del'; content: Inline[] };

export interface TableCell {
  align: 'left' | 'right' | 'center' | null;
  content: Inline[];
}

/**
 * A block of the page, in order: prose rendered as HTML, a heading, a table, or a slot the Markdown
 * leaves for a part the site writes from the code, marked alone on its line as `<!-- name -->` or
 * `<!-- name: argument -->`.
 */
export type Block =
  | { kind: 'markdown'; html: string }
  | { kind: 'heading'; depth: number; id: string; content: Inline[] }
  | { kind: 'table'; header: TableCell[]; rows: TableCell[][] }
  | { kind: 'slot'; name: string; argument?: string };

/** A Markdown file rendered: its title (the `#` heading, as text), its blocks after it and its second-level headings. */
export interface RenderedMarkdown {
  title: string;
  blocks: Block[];
  headings: Heading[];
}

/** Where a link written between Markdown files goes on the site; null for a file a partner cannot open. */
export type LinkTarget = (repositoryPath: string) => string | null;

const SLOT = /^<!-- ([\w-]+)(?:: ([\w./-]+))? -->$/;

/** An anchor from a heading's text: lower case words joined by dashes, a quote dropped (`People's` → `peoples`). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/['"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Renders `markdown`, the file at `path` (from the repository's root). Links to other Markdown
 * files become links to their pages (`linkTarget`); a link to any other file of the repository
 * throws, since a partner reading the site cannot open it.
 */
export function renderMarkdown(markdown: string, path: string, linkTarget: LinkTarget): RenderedMarkdown {
  const marked = new Marked({ gfm: true, renderer: PROSE });
  const tokens = marked.lexer(markdown);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'link') (token as Tokens.Link).href = siteHref((token as Tokens.Link).href, path, linkTarget);
  });
  const page = { title: '', headings: [] as Heading[], used: new Set<string>() };
  const blocks: Block[] = [];
  let prose: Token[] = [];
  const endProse = () => {
    if (prose.some((token) => token.type !== 'space')) blocks.push({ kind: 'markdown', html: marked.parser(prose) });
    prose = [];
  };
  for (const token of tokens) {
    const block = blockOf(token, page, path);
    if (block === 'prose') prose.push(token);
    else if (block !== 'title') {
      endProse();
      blocks.push(block);
    }
  }
  endProse();
  if (!page.title) throw new Error(`${path} has no # title`);
  return { title: page.title, blocks, headings: page.headings };
}

type PageState = { title: string; headings: Heading[]; used: Set<string> };

/** What a top-level token becomes: a block of its own, the page's title, or part of the prose. */
function blockOf(token: Token, page: PageState, path: string): Block | 'title' | 'prose' {
  if (token.type === 'heading') {
    const { depth, tokens } = token as Tokens.Heading;
    const content = inlines(tokens, path);
    if (depth === 1) {
      if (page.title) throw new Error(`${path} has two # titles`);
      page.title = plainText(content);
      return 'title';
    }
    const text = plainText(content);
    let id = slugOf(text) || 'section';
    for (let n = 2; page.used.has(id); n++) id = `${slugOf(text)}-${n}`;
    page.used.add(id);
    if (depth === 2) page.headings.push({ id, text });
    return { kind: 'heading', depth, id, content };
  }
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    const cell = (c: Tokens.TableCell): TableCell => ({ align: c.align, content: inlines(c.tokens, path) });
    return { kind: 'table', header: table.header.map(cell), rows: table.rows.map((row) => row.map(cell)) };
  }
  const slot = token.type === 'html' ? SLOT.exec(token.raw.trim()) : null;
  if (slot) return { kind: 'slot', name: slot[1], argument: slot[2] };
  return 'prose';
}

/** The prose's renderer: code blocks as our component; headings and tables only at the top level. */
const PROSE: RendererObject = {
  code: ({ text, lang }: Tokens.Code) => `${renderFragment(<CodeBlock code={text} lang={lang} />)}\n`,
  heading: ({ raw }: Tokens.Heading) => {
    throw new Error(`a heading inside a list or a quote has no anchor: ${raw}`);
  },
  table: ({ raw }: Tokens.Table) => {
    throw new Error(`a table inside a list or a quote does not scroll: ${raw}`);
  },
};

/** The text of a heading or a table's cell, as data; what a heading or a cell may hold is kept simple. */
function inlines(tokens: Token[], path: string): Inline[] {
  return tokens.map((token): Inline => {
    switch (token.type) {
      case 'text':
      case 'escape':
        if (/&[#\w]+;/.test(token.text) || ('escaped' in token && token.escaped))
          throw new Error(`${path}: write "${token.text}" as characters, not HTML entities`);
        return { kind: 'text', text: token.text as string };
      case 'codespan':
        return { kind: 'code', text: token.text as string };
      case 'link': {
        const link = token as Tokens.Link;
        return { kind: 'link', href: link.href, title: link.title ?? undefined, content: inlines(link.tokens, path) };
      }
      case 'em':
      case 'strong':
      case 'del':
        return { kind: token.type, content: inlines((token as Tokens.Em).tokens, path) };
      default:
        throw new Error(
          `${path}: a heading or a table's cell holds ${token.type} (${token.raw}), which the site does not render there`,
        );
    }
  });
}

/** What a reader reads of `content`. */
export function plainText(content: Inline[]): string {
  return content.map((inline) => ('content' in inline ? plainText(inline.content) : inline.text)).join('');
}

function siteHref(href: string, from: string, linkTarget: LinkTarget): string {
  if (/^(https?:|mailto:|#|\/)/.test(href)) return href;
  const [file, anchor] = href.split('#');
  const repositoryPath = posix.normalize(posix.join(posix.dirname(from), file));
  const target = linkTarget(repositoryPath);
  if (!target) throw new Error(`${from} links to ${href}, a file a partner cannot open`);
  return anchor ? `${target}#${anchor}` : target;
}
