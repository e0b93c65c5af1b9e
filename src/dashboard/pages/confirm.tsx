import type { JSX } from 'preact';
import { CsrfField } from '../components.js';

/** What a destructive action asks before it runs. */
export interface Confirmation {
  /** The page's title, a question: "Revoke this API key?". */
  question: string;
  /** What will happen: what stops working, and that it cannot be undone. */
  consequence: JSX.Element;
  /** The button that does it: "Revoke the key". */
  action: string;
  /** Inputs the confirmed post carries: what the action is about, or a choice it offers. */
  fields?: JSX.Element;
}

/**
 * The confirmation step of a destructive action: a form that posts the action again with
 * `confirm=yes`. It needs no script, and a forged or replayed first post only lands here.
 */
export function ConfirmBody(props: { csrf: string; confirmation: Confirmation; action: string; back: string }) {
  const { confirmation } = props;
  return (
    <>
      <p id="consequence">{confirmation.consequence}</p>
      <form method="post" action={props.action} id="confirm-form">
        <CsrfField csrf={props.csrf} />
        <input type="hidden" name="confirm" value="yes" />
        {confirmation.fields}
        <button class="danger">{confirmation.action}</button>
        <a class="button" href={props.back}>
          Cancel
        </a>
      </form>
    </>
  );
}
