import { serviceName } from '../../integrations/registry.js';
import { WizardLayout } from './layout.js';

// `StopPage`: asked before a running transfer is stopped. A page of its own, so that it works
// without script; only its form, with the session's token, stops the transfer.

export interface StopPageProps {
  /** Where the form posts: the transfer's stop. */
  action: string;
  /** The transfer's page, where "Keep going" leads back. */
  back: string;
  csrf: string;
  destination: string;
}

/** What stopping does, and the two ways on: stop, or keep going. */
export function StopPage(props: StopPageProps) {
  const to = serviceName(props.destination);
  return (
    <WizardLayout title="Stop the transfer?">
      <h1>Stop the transfer?</h1>
      <p class="lead" id="stop-consequence">
        What is being added to {to} right now finishes; nothing more is added after that. What is already on {to} stays
        there.
      </p>
      <p>You can start it again later and add only what is missing to the playlists it made (“Update the copies”).</p>
      <form method="post" action={props.action} id="stop-form">
        <input type="hidden" name="csrf" value={props.csrf} />
        <p class="actions">
          <button class="primary" type="submit">
            Stop the transfer
          </button>
          <a class="button" href={props.back}>
            Keep going
          </a>
        </p>
      </form>
    </WizardLayout>
  );
}
