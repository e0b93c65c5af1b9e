import { EVENT_TYPES } from '../../webhooks/catalogue.js';
import { csrfField, e, postButton, row } from '../layout.js';
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

function apiKeys({ base, csrf }: PageContext, keys: KeysFacts['keys']): string {
  const rows = keys.map((k) => {
    const action = k.revokedAt
      ? `revoked ${e(k.revokedAt.toISOString())}`
      : postButton(`${base}/keys/${k.clientId}/revoke`, 'Revoke', csrf);
    return `<tr><td><code>${e(k.clientId)}</code></td><td>${e(k.createdAt.toISOString())}</td><td>${action}</td></tr>`;
  });
  return `<section><h2>API keys</h2>
<table id="keys"><tr><th>Client ID</th><th>Created</th><th></th></tr>${rows.join('')}</table>
${postButton(`${base}/keys`, 'Create a key', csrf)}</section>`;
}

function devTokenKeys({ base, csrf }: PageContext, keys: KeysFacts['devKeys']): string {
  const rows = keys.map((k) => {
    const action = k.revokedAt
      ? 'revoked'
      : postButton(`${base}/devtoken-keys/${encodeURIComponent(k.kid)}/revoke`, 'Revoke', csrf);
    return `<tr><td><code>${e(k.kid)}</code></td><td>${e(k.createdAt.toISOString())}</td><td>${action}</td></tr>`;
  });
  return `<section><h2>DevToken public keys</h2>
<table id="devkeys"><tr><th>Key ID</th><th>Added</th><th></th></tr>${rows.join('')}</table>
<form method="post" action="${e(base)}/devtoken-keys">${csrfField(csrf)}
<label>Public key (PEM, ES256) <textarea name="pem" rows="4"></textarea></label>
<button>Upload</button></form></section>`;
}

function webhookEndpoints({ base, csrf }: PageContext, endpoints: KeysFacts['endpoints']): string {
  const rows = endpoints.map((p) => {
    const state = p.enabled ? 'enabled' : `disabled (${e(p.disabledReason)})`;
    const toggle = postButton(
      `${base}/webhooks/${p.id}/${p.enabled ? 'disable' : 'enable'}`,
      p.enabled ? 'Disable' : 'Enable',
      csrf,
    );
    const events = e(p.eventTypes?.join(', ') || 'all');
    return row([`<a href="${e(base)}/webhooks/${e(p.id)}">${e(p.url)}</a>`, events, state, toggle]);
  });
  const types = Object.keys(EVENT_TYPES).map(
    (t) =>
      `<label style="display:inline-block;margin-right:.8rem">` +
      `<input type="checkbox" name="eventTypes" value="${e(t)}"> ${e(t)}</label>`,
  );
  return `<section><h2>Webhook endpoints</h2>
<table id="endpoints"><tr><th>URL</th><th>Events</th><th>State</th><th></th></tr>${rows.join('')}</table>
<form method="post" action="${e(base)}/webhooks">${csrfField(csrf)}
<label>URL <input type="url" name="url" required></label>
<div>${types.join('')}</div><p class="muted">No event type chosen: every event.</p>
<button>Add endpoint</button></form></section>`;
}

/** API keys, DevToken keys and webhook endpoints. */
export function keysBody(context: PageContext, facts: KeysFacts): string {
  return `${apiKeys(context, facts.keys)}
${devTokenKeys(context, facts.devKeys)}
${webhookEndpoints(context, facts.endpoints)}`;
}

/** A new key: the secret is shown this once; it is stored as a digest only. */
export function newKeyBody(base: string, key: { clientId: string; clientSecret: string }): string {
  return `<p>Client ID <code>${e(key.clientId)}</code></p><p>Client Secret, shown this once: copy it now.</p>
<p class="secret" id="client-secret">${e(key.clientSecret)}</p><p><a href="${e(base)}/keys">Back</a></p>`;
}
