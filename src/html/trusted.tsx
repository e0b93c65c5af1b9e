import type { JSX } from 'preact';
import { useNonce } from './render.js';

// The only doors through which markup we did not build from components reaches a page. Each is
// for content that is ours: the docs' Markdown rendered by our own renderer, and the constant
// scripts and styles written in this repository. A test lists every caller of `trustedHtml`.

type Wrapper = 'div' | 'article' | 'section' | 'span';

/**
 * Markup already rendered from the repository's own Markdown, inside a `wrapper` element. Never
 * for anything a music service, a partner or a person wrote.
 */
export function trustedHtml(html: string, wrapper: Wrapper = 'div', attributes: { class?: string; id?: string } = {}) {
  const Tag = wrapper;
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Fails when `code` could end its own element early: it comes from the repository, so this is a bug of ours. */
function inert(code: string, element: 'script' | 'style'): string {
  if (new RegExp(`</${element}|<!--`, 'i').test(code))
    throw new Error(`an inline ${element} must not hold "</${element}" or "<!--"`);
  return code;
}

/**
 * A constant script of ours, with this answer's nonce. What it needs from the page's data comes
 * in `data`, written as an attribute (so escaped like any other), and is read by the script as
 * `JSON.parse(document.currentScript.dataset.json)`.
 */
export function InlineScript(props: { code: string; data?: unknown; id?: string }): JSX.Element {
  const nonce = useNonce();
  return (
    <script
      id={props.id}
      nonce={nonce}
      data-json={props.data === undefined ? undefined : JSON.stringify(props.data)}
      dangerouslySetInnerHTML={{ __html: inert(props.code, 'script') }}
    />
  );
}

/** A script of ours loaded from `src`, with this answer's nonce. */
export function ScriptFile(props: { src: string }): JSX.Element {
  const nonce = useNonce();
  return <script src={props.src} nonce={nonce} />;
}

/** A constant style sheet of ours, inline. */
export function InlineStyle(props: { css: string }): JSX.Element {
  return <style dangerouslySetInnerHTML={{ __html: inert(props.css, 'style') }} />;
}
