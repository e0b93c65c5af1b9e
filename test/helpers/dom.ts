import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { JSDOM } from 'jsdom';

// Page tests read what a browser would: the answer parsed by a real HTML parser, then queried by
// role, label or id as a person or assistive technology finds things, never by patterns over the
// markup's text.

export interface ParsedPage {
  document: Document;
  /** Queries by role, label and text over the whole page (Testing Library's). */
  screen: BoundFunctions<typeof queries>;
  /** The element with this id; fails when there is none. */
  byId(id: string): HTMLElement;
  /** The text a person reads in `element` (or the whole body), white space folded. */
  text(element?: Element | null): string;
}

export function parsePage(html: string): ParsedPage {
  const { window } = new JSDOM(html);
  const document = window.document;
  return {
    document,
    screen: within(document.body),
    byId(id) {
      const element = document.getElementById(id);
      if (!element) throw new Error(`no element with id "${id}"`);
      return element;
    },
    text: (element) => (element ?? document.body).textContent?.replace(/\s+/g, ' ').trim() ?? '',
  };
}
