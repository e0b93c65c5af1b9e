import { PostButton } from '../components.js';
import type { PageContext } from './context.js';

/**
 * Where an old link to the API docs lands: opening them makes (or reuses) a credential for the
 * API, so it is a form's post with the session's token, never a page a link opens.
 */
export function OpenDocsBody(props: { context: PageContext; ttlMinutes: number }) {
  const { base, csrf } = props.context;
  return (
    <>
      <p id="docs-session-words">
        The API docs open with a docs session: “Try it out” in the API reference then calls the API as this account, in
        your name, for up to {props.ttlMinutes} minutes. Opening the docs again while it lasts uses the same session.
        Owners see the live sessions on the Team page.
      </p>
      <PostButton
        action={`${base}/docs`}
        label="Open the API docs"
        csrf={csrf}
        button={{ class: 'primary', 'aria-describedby': 'docs-session-words' }}
      />
    </>
  );
}
