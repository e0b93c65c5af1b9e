import { EVENT_TYPES } from '../../webhooks/catalogue.js';
import { CsrfField, DangerLink, PostButton, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
import type { PageContext } from './context.js';

export interface KeysFacts {
  keys: { clientId: string; createdAt: Date; revokedAt: Date | null }[];
  devKeys: { kid: string; createdAt: Date; revokedAt: Date | null }[];
  endpoints: {
    id: string;
    url: string;
    eventTypes: string[] | null;
    enabled: boolean;
    disabledReason: string | null;
  }[];
}

/** Why an endpoint is off, in words. */
export function endpointState(enabled: boolean, disabledReason: string | null): string {
  if (enabled) return 'On';
  if (disabledReason === 'byAccount') return 'Off: turned off by your team';
  if (disabledReason === 'gone') return 'Off: the receiver answered 410 Gone';
  if (disabledReason === 'failing') return 'Off: it failed every delivery for five days';
  return 'Off';
}

const KEY_COLUMNS = ['State', { label: 'Actions', hidden: true }];

/** A key's state: live, or when it was revoked. */
const KeyState = (props: { revokedAt: Date | null }) =>
  props.revokedAt ? (
    <>
      Revoked <Time value={props.revokedAt} />
    </>
  ) : (
    <>Live</>
  );

function ApiKeys(props: { context: PageContext; keys: KeysFacts['keys'] }) {
  const { base, csrf } = props.context;
  const rows = props.keys.map((k) => ({
    cells: [
      <code>{k.clientId}</code>,
      <Time value={k.createdAt} />,
      <KeyState revokedAt={k.revokedAt} />,
      k.revokedAt ? null : (
        <DangerLink
          href={`${base}/keys/${encodeURIComponent(k.clientId)}/revoke`}
          label="Revoke"
          name={`key ${k.clientId}`}
        />
      ),
    ],
    attributes: k.revokedAt ? { 'data-revoked': 'true' } : undefined,
  }));
  return (
    <section aria-labelledby="keys-heading">
      <h2 id="keys-heading">API keys</h2>
      <Table
        id="keys"
        caption="API keys"
        columns={['Client ID', 'Created', ...KEY_COLUMNS]}
        rows={rows}
        empty="No API keys yet."
      />
      <PostButton action={`${base}/keys`} label="Create a key" csrf={csrf} button={{ class: 'primary' }} />
      <p class="muted">The Client Secret of a new key is shown once, right after you create it.</p>
    </section>
  );
}

function DevTokenKeys(props: { context: PageContext; keys: KeysFacts['devKeys'] }) {
  const { base, csrf } = props.context;
  const rows = props.keys.map((k) => ({
    cells: [
      <code>{k.kid}</code>,
      <Time value={k.createdAt} />,
      <KeyState revokedAt={k.revokedAt} />,
      k.revokedAt ? null : (
        <DangerLink
          href={`${base}/devtoken-keys/${encodeURIComponent(k.kid)}/revoke`}
          label="Revoke"
          name={`DevToken key ${k.kid}`}
        />
      ),
    ],
  }));
  return (
    <section aria-labelledby="devkeys-heading">
      <h2 id="devkeys-heading">DevToken public keys</h2>
      <Table
        id="devkeys"
        caption="DevToken public keys"
        columns={['Key ID', 'Added', ...KEY_COLUMNS]}
        rows={rows}
        empty="No DevToken keys yet."
      />
      <form method="post" action={`${base}/devtoken-keys`}>
        <CsrfField csrf={csrf} />
        <label for="pem">Public key (PEM, ES256)</label>
        <textarea id="pem" name="pem" rows={4} required></textarea>
        <button>Upload</button>
      </form>
    </section>
  );
}

/** An endpoint's cells: its page, its events, its state and the switch. */
function endpointCells({ base, csrf }: PageContext, p: KeysFacts['endpoints'][number]) {
  const toggle = p.enabled ? 'Turn off' : 'Turn on';
  return [
    <a href={`${base}/webhooks/${p.id}`}>{p.url}</a>,
    p.eventTypes?.join(', ') || 'All events',
    endpointState(p.enabled, p.disabledReason),
    <PostButton
      action={`${base}/webhooks/${p.id}/${p.enabled ? 'disable' : 'enable'}`}
      label={toggle}
      csrf={csrf}
      button={{ 'aria-label': `${toggle} ${p.url}` }}
    />,
  ];
}

function WebhookEndpoints(props: { context: PageContext; endpoints: KeysFacts['endpoints'] }) {
  const { base, csrf } = props.context;
  return (
    <section aria-labelledby="endpoints-heading">
      <h2 id="endpoints-heading">Webhook endpoints</h2>
      <Table
        id="endpoints"
        caption="Webhook endpoints"
        columns={['URL', 'Events', ...KEY_COLUMNS]}
        rows={props.endpoints.map((endpoint) => ({ cells: endpointCells(props.context, endpoint) }))}
        empty="No webhook endpoints yet."
      />
      <form method="post" action={`${base}/webhooks`}>
        <CsrfField csrf={csrf} />
        <label for="endpoint-url">URL</label>
        <input type="url" id="endpoint-url" name="url" required />
        <fieldset>
          <legend>Events (none chosen: every event)</legend>
          {Object.keys(EVENT_TYPES).map((t) => (
            <label>
              <input type="checkbox" name="eventTypes" value={t} /> {t}
            </label>
          ))}
        </fieldset>
        <button>Add endpoint</button>
      </form>
      <p class="muted">The endpoint's signing secret is shown once, right after you add it.</p>
    </section>
  );
}

/** API keys, DevToken keys and webhook endpoints. */
export function KeysBody(props: { context: PageContext; facts: KeysFacts }) {
  const { context, facts } = props;
  return (
    <>
      <ApiKeys context={context} keys={facts.keys} />
      <DevTokenKeys context={context} keys={facts.devKeys} />
      <WebhookEndpoints context={context} endpoints={facts.endpoints} />
    </>
  );
}

/** What revoking an API key stops. */
export const revokeKeyConfirmation = (clientId: string): Confirmation => ({
  question: 'Revoke this API key?',
  consequence: (
    <>
      Every call made with Client ID <code>{clientId}</code> and its secret is refused from now on, by every server
      within seconds. Apps still using it stop working. This cannot be undone.
    </>
  ),
  action: 'Revoke the key',
});

/** What revoking a DevToken key stops. */
export const revokeDevTokenKeyConfirmation = (kid: string): Confirmation => ({
  question: 'Revoke this DevToken key?',
  consequence: (
    <>
      DevTokens signed with key <code>{kid}</code> are refused from now on, including those already issued. Pages that
      call the API with them stop working. This cannot be undone.
    </>
  ),
  action: 'Revoke the DevToken key',
});
