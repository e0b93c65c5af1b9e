import { EVENT_TYPES } from '../../webhooks/catalogue.js';
import { CsrfField } from '../components.js';
import type { PageContext } from './context.js';

// The fields an endpoint is set up with, in the form that adds one (the keys page) and the one
// that changes one (its own page): its URL and the events it gets.

/** The event types an endpoint gets, as checkboxes; none chosen means every event. */
export function EventTypeChoices(props: { chosen: string[] }) {
  return (
    <fieldset>
      <legend>Events (none chosen: every event)</legend>
      {Object.keys(EVENT_TYPES).map((t) => (
        <label>
          <input type="checkbox" name="eventTypes" value={t} checked={props.chosen.includes(t)} /> {t}
        </label>
      ))}
    </fieldset>
  );
}

/** An endpoint's settings as the edit form shows them: as saved, or as typed when the change was refused. */
export interface EndpointSettings {
  url: string;
  eventTypes: string[];
  /** Why the change was refused, in words; null when nothing was refused. */
  problem: string | null;
}

/**
 * Changes an endpoint's URL and events. The new URL is checked as a new endpoint's is (https where
 * required, no private address); the signing secret and the delivery log stay.
 */
export function EndpointEditForm(props: { context: PageContext; at: string; settings: EndpointSettings }) {
  const { csrf } = props.context;
  const { url, eventTypes, problem } = props.settings;
  return (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading">URL and events</h2>
      <form method="post" action={`${props.at}/edit`} id="edit-endpoint">
        <CsrfField csrf={csrf} />
        <label for="edit-url">URL</label>
        <input
          type="text"
          inputmode="url"
          id="edit-url"
          name="url"
          value={url}
          required
          autocomplete="off"
          spellcheck={false}
          aria-describedby={problem ? 'edit-problem' : undefined}
          aria-invalid={problem ? 'true' : undefined}
        />
        {problem ? (
          <p class="error" id="edit-problem">
            {problem}
          </p>
        ) : null}
        <EventTypeChoices chosen={eventTypes} />
        <button>Save changes</button>
      </form>
      <p class="muted">The signing secret and the delivery log stay as they are.</p>
    </section>
  );
}
