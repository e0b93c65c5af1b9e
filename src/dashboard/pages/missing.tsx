import type { PageContext } from './context.js';

// A page the dashboard cannot show (nothing there, another account's, a refusal reached by a link):
// in the dashboard's own frame, with its navigation, and a way back to where the person was.

/** Why the page is not shown, and the ways back: the section the address belongs to, and Home. */
export function MissingBody(props: {
  context: PageContext;
  message: string;
  section: { path: string; label: string };
}) {
  const { base } = props.context;
  const { section } = props;
  return (
    <>
      <div class="flash error" role="alert">
        <p>{props.message}</p>
      </div>
      <p class="actions-bar" id="ways-back">
        <a class="button primary" href={`${base}${section.path}`}>
          Back to {section.label}
        </a>
        {section.path !== '' && (
          <a class="button" href={base}>
            Home
          </a>
        )}
      </p>
    </>
  );
}
