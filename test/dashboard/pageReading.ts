import { parsePage, type ParsedPage } from '../helpers/dom.js';

// How the dashboard's page tests read a parsed page: the words a person reads in a part of it, a
// fact of a definition list by its term, a table row's cells, and the outcome of the last action.

/**
 * The words a person reads in `element`: its texts in order, each apart (a line break or a cell's
 * edge separates words too), without scripts, styles or templates.
 */
export function wordsOf(element: Element): string {
  const texts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('script, style, template')) texts.push(node.textContent ?? '');
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The words of the fact named `term` in the definition lists of `root`; fails when there is none. */
export function factOf(root: ParentNode, term: string): string {
  const found = [...root.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === term);
  if (!found?.nextElementSibling) throw new Error(`no fact "${term}"`);
  return wordsOf(found.nextElementSibling);
}

/** The words of each cell of a table row. */
export const cellsOf = (row: Element | null | undefined): string[] =>
  row ? [...row.querySelectorAll('td')].map(wordsOf) : [];

/** The rows of the body of the table with this id. */
export const rowsOf = (page: ParsedPage, id: string): HTMLTableRowElement[] => [
  ...page.byId(id).querySelectorAll<HTMLTableRowElement>('tbody tr'),
];

/** The outcome of the last action on a page: its alert or its status box, in words ('' when none). */
export function flashOf(html: string): string {
  const { document } = parsePage(html);
  const box = document.querySelector('main > [role="alert"], main > [role="status"]');
  return box ? wordsOf(box) : '';
}
