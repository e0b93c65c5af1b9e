import { EVENT_TYPES } from '../../webhooks/catalogue.js';
import { csrfField, dangerLink, e, postButton, table, time } from '../layout.js';
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

function apiKeys({ base, csrf }: PageContext, keys: KeysFacts['keys']): string {
  const rows = keys.map((k) => ({
    cells: [
      `<code>${e(k.clientId)}</code>`,
      time(k.createdAt),
      k.revokedAt ? `Revoked ${time(k.revokedAt)}` : 'Live',
      k.revokedAt
        ? ''
        : dangerLink(`${base}/keys/${encodeURIComponent(k.clientId)}/revoke`, 'Revoke', `key ${k.clientId}`),
    ],
    attributes: k.revokedAt ? ' data-revoked="true"' : '',
  }));
  return `<section aria-labelledby="keys-heading"><h2 id="keys-heading">API keys</h2>
${table({ id: 'keys', caption: 'API keys', columns: ['Client ID', 'Created', 'State', { label: 'Actions', hidden: true }], rows, empty: 'No API keys yet.' })}
${postButton(`${base}/keys`, 'Create a key', csrf, '', ' class="primary"')}
<p class="muted">The Client Secret of a new key is shown once, right after you create it.</p></section>`;
}

function devTokenKeys({ base, csrf }: PageContext, keys: KeysFacts['devKeys']): string {
  const rows = keys.map((k) => ({
    cells: [
      `<code>${e(k.kid)}</code>`,
      time(k.createdAt),
      k.revokedAt ? `Revoked ${time(k.revokedAt)}` : 'Live',
      k.revokedAt
        ? ''
        : dangerLink(`${base}/devtoken-keys/${encodeURIComponent(k.kid)}/revoke`, 'Revoke', `DevToken key ${k.kid}`),
    ],
  }));
  return `<section aria-labelledby="devkeys-heading"><h2 id="devkeys-heading">DevToken public keys</h2>
${table({ id: 'devkeys', caption: 'DevToken public keys', columns: ['Key ID', 'Added', 'State', { label: 'Actions', hidden: true }], rows, empty: 'No DevToken keys yet.' })}
<form method="post" action="${e(base)}/devtoken-keys">${csrfField(csrf)}
<label for="pem">Public key (PEM, ES256)</label><textarea id="pem" name="pem" rows="4" required></textarea>
<button>Upload</button></form></section>`;
}

function webhookEndpoints({ base, csrf }: PageContext, endpoints: KeysFacts['endpoints']): string {
  const rows = endpoints.map((p) => ({
    cells: [
      `<a href="${e(base)}/webhooks/${e(p.id)}">${e(p.url)}</a>`,
      e(p.eventTypes?.join(', ') || 'All events'),
      e(endpointState(p.enabled, p.disabledReason)),
      postButton(
        `${base}/webhooks/${p.id}/${p.enabled ? 'disable' : 'enable'}`,
        p.enabled ? 'Turn off' : 'Turn on',
        csrf,
        '',
        ` aria-label="${e(`${p.enabled ? 'Turn off' : 'Turn on'} ${p.url}`)}"`,
      ),
    ],
  }));
  const types = Object.keys(EVENT_TYPES).map(
    (t) => `<label><input type="checkbox" name="eventTypes" value="${e(t)}"> ${e(t)}</label>`,
  );
  return `<section aria-labelledby="endpoints-heading"><h2 id="endpoints-heading">Webhook endpoints</h2>
${table({
  id: 'endpoints',
  caption: 'Webhook endpoints',
  columns: ['URL', 'Events', 'State', { label: 'Actions', hidden: true }],
  rows,
  empty: 'No webhook endpoints yet.',
})}
<form method="post" action="${e(base)}/webhooks">${csrfField(csrf)}
<label for="endpoint-url">URL</label><input type="url" id="endpoint-url" name="url" required>
<fieldset><legend>Events (none chosen: every event)</legend>${types.join('')}</fieldset>
<button>Add endpoint</button></form>
<p class="muted">The endpoint's signing secret is shown once, right after you add it.</p></section>`;
}

/** API keys, DevToken keys and webhook endpoints. */
export function keysBody(context: PageContext, facts: KeysFacts): string {
  return `${apiKeys(context, facts.keys)}
${devTokenKeys(context, facts.devKeys)}
${webhookEndpoints(context, facts.endpoints)}`;
}
