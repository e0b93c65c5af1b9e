import type { Response } from 'express';
import { createContext, type JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';

// Every page we serve is a tree of components rendered here. Preact writes every interpolated
// value as text or as a quoted attribute, so a name from a music service or a person can never
// become markup; the only ways around that are the named doors in `trusted.tsx`.

const NONCE = 'pageScriptNonce';

const Nonce = createContext<string | undefined>(undefined);

/** The nonce this answer's Content-Security-Policy allows scripts with, chosen before the page is rendered. */
export function giveNonce(res: Response, nonce: string): void {
  res.locals[NONCE] = nonce;
}

/** The nonce a page's own scripts carry: a component below `renderDocument` asks for it. */
export function useNonce(): string | undefined {
  return useContext(Nonce);
}

/** A whole page, doctype included, with `nonce` for the scripts it writes. */
export function renderDocument(page: JSX.Element, nonce?: string): string {
  return `<!doctype html>\n${renderToString(<Nonce.Provider value={nonce}>{page}</Nonce.Provider>)}`;
}

/** A fragment of a page (a table row fetched by a page's script, say), rendered the same way. */
export function renderFragment(fragment: JSX.Element, nonce?: string): string {
  return renderToString(<Nonce.Provider value={nonce}>{fragment}</Nonce.Provider>);
}

/** Answers with `page`, its scripts carrying the nonce this answer's policy names. */
export function sendPage(res: Response, page: JSX.Element, status = 200): void {
  const nonce = res.locals[NONCE] as string | undefined;
  res.status(status).type('html').send(renderDocument(page, nonce));
}
