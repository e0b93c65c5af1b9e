import type { ComponentChildren } from 'preact';
import { ActionLinks, WizardLayout, type Action } from './layout.js';

// `WizardErrorPage`: a page of the wizard that is only an error.

export interface WizardErrorPageProps {
  title: string;
  message: string;
  actions: Action[];
  /** The refusal's code, for whoever reads the page by machine (a form the summary could not read). */
  code?: string;
  /** What to say where there is no way on; by default, to start again from the partner's app. */
  noWayOn?: ComponentChildren;
}

const START_AGAIN = <p class="muted">Go back to the app you came from and start your transfer there again.</p>;

/** What happened, and where to go from here. */
export function WizardErrorPage(props: WizardErrorPageProps) {
  return (
    <WizardLayout title={props.title}>
      <h1>{props.title}</h1>
      <p class="lead" role="alert" data-code={props.code}>
        {props.message}
      </p>
      {props.actions.length ? (
        <ActionLinks actions={props.actions} />
      ) : 'noWayOn' in props ? (
        props.noWayOn
      ) : (
        START_AGAIN
      )}
    </WizardLayout>
  );
}
