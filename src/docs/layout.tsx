import type { ComponentChildren } from 'preact';
import { InlineStyle } from '../html/trusted.js';
import { HostedPage } from '../pages/hostedPage.js';
import type { DocsArticle, DocsContent } from './content.js';

// The frame of every docs page: a bar with the three ways in, the page, and the list of every
// page (beside the page on a wide screen, after it on a phone). Plain links: no script needed.

const STYLE = `
body{max-width:none;margin:0;padding:0;font-size:1rem}
a{color:#1a5fb4}a:focus-visible,summary:focus-visible,[tabindex]:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}.skip:focus{left:1rem}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem 1.2rem;padding:.8rem 1.25rem;border-bottom:1px solid #d0d0d5;background:#fafafb}
.bar .brand{font-weight:700;color:#1c1c1e;text-decoration:none;margin-right:auto}
.bar nav{display:flex;flex-wrap:wrap;gap:.2rem 1rem}.bar nav a{color:#1c1c1e;text-decoration:none;padding:.35rem 0}
.bar nav a:hover,.bar nav a[aria-current]{text-decoration:underline;text-underline-offset:.3em}
.layout{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem;padding:1.5rem 1.25rem 3rem;max-width:76rem;margin:0 auto}
.doc{min-width:0;max-width:46rem}.doc h1{font-size:2rem;margin:.2rem 0 1rem}
.doc h2{font-size:1.35rem;margin:2.2rem 0 .6rem;padding-top:.4rem;border-top:1px solid #e4e4e8}.doc h3{font-size:1.1rem;margin:1.6rem 0 .4rem}
.doc code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;background:#f2f2f5;padding:.08em .3em;border-radius:.25rem}
.doc pre{background:#1e1f24;color:#f0f0f3;padding:1rem;border-radius:.5rem;overflow-x:auto;line-height:1.5;font-size:.86rem;overflow-wrap:normal}
.doc pre code{background:none;padding:0;font-size:inherit;white-space:pre;color:inherit}
.scroll{overflow-x:auto;margin:1rem 0}.doc table{border-collapse:collapse;font-size:.92rem;min-width:100%}
.doc th,.doc td{border:1px solid #d0d0d5;padding:.45rem .6rem;text-align:left;vertical-align:top;overflow-wrap:normal}
.doc th{background:#f4f4f6}.doc td code{white-space:nowrap}.codes td:last-child{min-width:14rem}.codes td:nth-child(2) code{white-space:normal;overflow-wrap:anywhere}
.doc blockquote{margin:1rem 0;padding:.6rem 1rem;border-left:4px solid #1a5fb4;background:#f3f7fc}
.doc details{margin:1.2rem 0;border:1px solid #d0d0d5;border-radius:.5rem;padding:.6rem .9rem}
.doc summary{cursor:pointer;font-weight:600}.doc details pre{margin-bottom:.2rem}
.toc{border-left:3px solid #d0d0d5;padding:.1rem 0 .1rem 1rem;margin:0 0 1.5rem}.toc p{margin:0 0 .3rem;font-weight:600}
.toc ul{margin:0;padding-left:1.1rem}
.side{font-size:.95rem;border-top:1px solid #d0d0d5;padding-top:1rem}.side p{margin:1.2rem 0 .3rem;font-weight:700;color:#444}
.side ul{list-style:none;margin:0;padding:0}.side li a{display:block;padding:.45rem .6rem;border-radius:.35rem;color:#1c1c1e;text-decoration:none}
.side li a:hover{background:#f0f0f3}.side li a[aria-current]{background:#e6eefa;color:#0b3d91;font-weight:600}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.8rem;list-style:none;padding:0;margin:1rem 0 2rem}
.cards li{position:relative;border:1px solid #d0d0d5;border-radius:.6rem;padding:.9rem 1rem}.cards li:hover{border-color:#555}
.cards li:focus-within{outline:3px solid #1a5fb4;outline-offset:2px}.cards a{font-weight:600;text-decoration:none}
.cards a:focus-visible{outline:none}.cards a::after{content:"";position:absolute;inset:0}.cards p{margin:.35rem 0 0;color:#444;font-size:.93rem}
.lead{font-size:1.12rem;color:#333}.session{padding:.6rem 1rem;border-radius:.5rem;background:#eef6ee;border:1px solid #9cc59c}
footer{border-top:1px solid #d0d0d5;padding:1rem 1.25rem;color:#555;font-size:.9rem;text-align:center}
@media (min-width:64rem){.layout{grid-template-columns:15rem minmax(0,1fr)}.side{grid-column:1;grid-row:1;border-top:0;padding-top:0;position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow-y:auto}.doc{grid-column:2;grid-row:1}.side p:first-child{margin-top:0}}
`;

export type Area = 'home' | 'guides' | 'concepts' | 'reference';

const here = (yes: boolean) => (yes ? ('page' as const) : undefined);

/** The bar at the top of every docs page, the reference's included. */
export function DocsBar({ area }: { area: Area }) {
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="bar">
        <a class="brand" href="/docs">
          Partner API docs
        </a>
        <nav aria-label="Sections">
          <a href="/docs/guides" aria-current={here(area === 'guides')}>
            Guides
          </a>
          <a href="/docs/concepts" aria-current={here(area === 'concepts')}>
            Concepts
          </a>
          <a href="/docs/reference" aria-current={here(area === 'reference')}>
            API reference
          </a>
        </nav>
      </header>
    </>
  );
}

/** The pages the side list names: every guide and concept. */
export type DocsPages = Pick<DocsContent, 'guides' | 'concepts'>;

/** A docs page: the bar, the page itself (`children`), and the list of every page with `current` marked. */
export function DocsPage(props: {
  title: string;
  area: Area;
  current: string;
  pages: DocsPages;
  /** Put after the page: the home's script that keeps a docs session. */
  script?: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <HostedPage title={`${props.title} · Partner API docs`} head={<InlineStyle css={STYLE} />}>
      <DocsBar area={props.area} />
      <div class="layout">
        <main id="main" class="doc">
          {props.children}
        </main>
        <SideNav pages={props.pages} current={props.current} />
      </div>
      <footer>
        Partner Music Library API, interface version 3.0.0 · <a href="/openapi.json">OpenAPI document</a>
      </footer>
      {props.script}
    </HostedPage>
  );
}

function SideNav({ pages, current }: { pages: DocsPages; current: string }) {
  const item = (href: string, label: string) => (
    <li>
      <a href={href} aria-current={here(href === current)}>
        {label}
      </a>
    </li>
  );
  const items = (articles: DocsArticle[]) => articles.map((a) => item(a.href, a.title));
  const quickstart = pages.guides.filter((g) => g.name === 'quickstart');
  return (
    <nav class="side" aria-label="All pages">
      <p>Get started</p>
      <ul>
        {item('/docs', 'Overview')}
        {items(quickstart)}
      </ul>
      <p>Guides</p>
      <ul>{items(pages.guides.filter((g) => g.name !== 'quickstart'))}</ul>
      <p>Concepts</p>
      <ul>{items(pages.concepts)}</ul>
      <p>Reference</p>
      <ul>
        {item('/docs/reference', 'API reference')}
        {item('/docs/concepts/errors#error-codes', 'Error codes')}
      </ul>
    </nav>
  );
}

/** A list of pages as cards: title and first sentence, the whole card a link. */
export function Cards({ items }: { items: { href: string; title: string; summary: string }[] }) {
  return (
    <ul class="cards">
      {items.map((i) => (
        <li>
          <a href={i.href}>{i.title}</a>
          <p>{i.summary}</p>
        </li>
      ))}
    </ul>
  );
}
