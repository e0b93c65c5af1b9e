import type { JSX } from 'preact';

/**
 * One page as the injection test renders it: `render(text)` builds the whole page (its layout
 * included) with `text` in every place an outsider controls on that page: a playlist's or a
 * track's name, an artist, a catalogue search result, a webhook receiver's answer, a partner's
 * user id, a query string's value. The page's structure must not depend on the text beyond that.
 */
export interface PageCase {
  /** The page and what it shows, e.g. "dashboard › transfer (a failed item)". */
  name: string;
  render(text: string): JSX.Element;
}
