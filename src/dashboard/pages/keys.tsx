import type { ListedKey } from '../../accounts/commands.js';
import { KEY_NAME_MAX } from '../../accounts/commands.js';
import { CsrfField, DangerLink, PostButton, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
import type { PageContext } from './context.js';
import { EventTypeChoices } from './endpointForm.js';

export interface KeysFacts {
  keys: ListedKey[];
  devKeys: { kid: string; createdAt: Date; revokedAt: Date | null }[];
  endpoints: {
    id: string;
    url: string;
    eventTypes: string[] | null;
    enabled: boolean;
    disabledReason: string | null;
    /** When its deliveries started failing (none succeeded since); null while they succeed. */
    failingSince: string | null;
  }[];
}

/** A key name the page refused: what was typed stays in the field, with what is wrong beside it. */
export interface RefusedKeyName {
  typed: string;
  problem: string;
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

/** When a key was last used: to the minute, as it is recorded. */
const LastUse = (props: { at: Date | null }) =>
  props.at ? <Time value={props.at} /> : <span class="muted">Never</span>;

/** A key's state: live, or when it was revoked. */
const KeyState = (props: { revokedAt: Date | null }) =>
  props.revokedAt ? (
    <>
      Revoked <Time value={props.revokedAt} />
    </>
  ) : (
    <>Live</>
  );

/** A key's name as the page shows it; keys made before keys had names have none. */
export const keyLabel = (k: { name: string | null; clientId: string }) => k.name ?? `Key ${k.clientId.slice(0, 8)}`;

function ApiKeys(props: { context: PageContext; keys: KeysFacts['keys']; refused: RefusedKeyName | undefined }) {
  const { base, csrf } = props.context;
  const { refused } = props;
  const rows = props.keys.map((k) => ({
    cells: [
      k.name ?? <span class="muted">No name</span>,
      <code>{k.clientId}</code>,
      <Time value={k.createdAt} />,
      <LastUse at={k.lastUsedAt} />,
      <KeyState revokedAt={k.revokedAt} />,
      k.revokedAt ? null : (
        <DangerLink
          href={`${base}/keys/${encodeURIComponent(k.clientId)}/revoke`}
          label="Revoke"
          name={`key ${keyLabel(k)} (${k.clientId})`}
        />
      ),
    ],
    attributes: { 'data-client-id': k.clientId, ...(k.revokedAt ? { 'data-revoked': 'true' } : {}) },
  }));
  return (
    <section aria-labelledby="keys-heading">
      <h2 id="keys-heading">API keys</h2>
      <Table
        id="keys"
        caption="API keys"
        columns={['Name', 'Client ID', 'Created', 'Last used', ...KEY_COLUMNS]}
        rows={rows}
        empty="No API keys yet."
      />
      <p class="muted" id="last-use-hint">
        Last used: the last call made with the key's Client Secret, its Client ID or a DevToken naming it as issuer, to
        the minute. A key nobody uses any more can be revoked safely.
      </p>
      <form method="post" action={`${base}/keys`} id="new-key">
        <CsrfField csrf={csrf} />
        <label for="key-name">Name of the new key</label>
        <p class="muted" id="key-name-hint">
          Where it is used, to tell it from your other keys: “Production backend”, “Staging”.
        </p>
        <input
          type="text"
          id="key-name"
          name="name"
          value={refused?.typed ?? ''}
          required
          maxLength={KEY_NAME_MAX}
          autocomplete="off"
          aria-describedby={refused ? 'key-name-hint key-name-problem' : 'key-name-hint'}
          aria-invalid={refused ? 'true' : undefined}
        />
        {refused ? (
          <p class="error" id="key-name-problem">
            {refused.problem}
          </p>
        ) : null}
        <button class="primary">Create a key</button>
      </form>
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

/**
 * An endpoint's state in the list: off and why, or on; an endpoint that is on but whose deliveries
 * fail is marked as failing, since "On" alone hides a receiver that stopped answering.
 */
function EndpointListState(props: { endpoint: KeysFacts['endpoints'][number] }) {
  const { enabled, disabledReason, failingSince } = props.endpoint;
  if (enabled && failingSince)
    return (
      <strong class="error">
        Failing since <Time value={failingSince} />: deliveries are retried, and it turns off after five days
      </strong>
    );
  return <>{endpointState(enabled, disabledReason)}</>;
}

/** Where an endpoint stands, for the list's rows and the tests that read them. */
const listState = (p: KeysFacts['endpoints'][number]) => (!p.enabled ? 'off' : p.failingSince ? 'failing' : 'on');

/** An endpoint's cells: its page, its events, its state and the switch. */
function endpointCells({ base, csrf }: PageContext, p: KeysFacts['endpoints'][number]) {
  const toggle = p.enabled ? 'Turn off' : 'Turn on';
  return [
    <a href={`${base}/webhooks/${p.id}`}>{p.url}</a>,
    p.eventTypes?.join(', ') || 'All events',
    <EndpointListState endpoint={p} />,
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
        rows={props.endpoints.map((endpoint) => ({
          cells: endpointCells(props.context, endpoint),
          attributes: { 'data-state': listState(endpoint) },
        }))}
        empty="No webhook endpoints yet."
      />
      <form method="post" action={`${base}/webhooks`}>
        <CsrfField csrf={csrf} />
        <label for="endpoint-url">URL</label>
        <input type="url" id="endpoint-url" name="url" required />
        <EventTypeChoices chosen={[]} />
        <button>Add endpoint</button>
      </form>
      <p class="muted">The endpoint's signing secret is shown once, right after you add it.</p>
    </section>
  );
}

/** API keys, DevToken keys and webhook endpoints; a refused key name back in its field. */
export function KeysBody(props: { context: PageContext; facts: KeysFacts; refusedKeyName?: RefusedKeyName }) {
  const { context, facts } = props;
  return (
    <>
      <ApiKeys context={context} keys={facts.keys} refused={props.refusedKeyName} />
      <DevTokenKeys context={context} keys={facts.devKeys} />
      <WebhookEndpoints context={context} endpoints={facts.endpoints} />
    </>
  );
}

/** What revoking an API key stops, and when it was last used: a key in use breaks whoever uses it. */
export const revokeKeyConfirmation = (key: ListedKey): Confirmation => ({
  question: 'Revoke this API key?',
  consequence: (
    <>
      Every call made with “{keyLabel(key)}” (Client ID <code>{key.clientId}</code>), with its secret or with a DevToken
      naming it as issuer, is refused from now on, by every server within seconds. Apps still using it stop working.{' '}
      {key.lastUsedAt ? (
        <>
          It was last used <Time value={key.lastUsedAt} />.
        </>
      ) : (
        'It has never been used.'
      )}{' '}
      This cannot be undone.
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
