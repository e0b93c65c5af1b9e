import { csrfField, e } from '../layout.js';
import type { PageContext } from './context.js';

/** What a destructive action asks before it runs. */
export interface Confirmation {
  /** The page's title, a question: "Revoke this API key?". */
  question: string;
  /** What will happen, in escaped HTML: what stops working, and that it cannot be undone. */
  consequence: string;
  /** The button that does it: "Revoke the key". */
  action: string;
  /** Inputs the confirmed post carries, in escaped HTML: what the action is about, or a choice it offers. */
  fields?: string;
}

/**
 * The confirmation step of a destructive action: a form that posts the action again with
 * `confirm=yes`. It needs no script, and a forged or replayed first post only lands here.
 */
export function confirmBody(
  { csrf }: PageContext,
  confirmation: Confirmation,
  target: { action: string; back: string },
): string {
  return `<p id="consequence">${confirmation.consequence}</p>
<form method="post" action="${e(target.action)}" id="confirm-form">${csrfField(csrf)}
<input type="hidden" name="confirm" value="yes">${confirmation.fields ?? ''}
<button class="danger">${e(confirmation.action)}</button>
<a class="button" href="${e(target.back)}">Cancel</a></form>`;
}
