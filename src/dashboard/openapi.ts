// The dashboard's routes as operations: own pages, listed apart from the public document.
import type { Operation } from '../http/openapi/operation.js';

/**
 * The dashboard's pages and form posts: HTML for the partner's team, signed in with a session
 * cookie (every post carries the session's CSRF token), not part of the API partners call.
 */
const DASHBOARD: [string, string, string][] = [
  ['get', '/login', 'Sign-in page.'],
  ['post', '/login', 'Sign in (email, password).'],
  ['get', '/invitation', 'Choose a password for an invitation.'],
  ['post', '/invitation', 'Accept an invitation.'],
  ['get', '/password-reset', 'Ask for a link to choose a new password.'],
  ['post', '/password-reset', 'Send a link to choose a new password (when email is set up).'],
  ['get', '/password-reset/choose', 'Choose a new password with a reset link.'],
  ['post', '/password-reset/choose', 'Save the new password (the link is spent).'],
  ['post', '/logout', 'Sign out (with the session’s form token).'],
  ['get', '', 'Home: transfers and match rate over time.'],
  ['get', '/keys', 'API keys, DevToken keys, webhook endpoints.'],
  ['post', '/keys', 'Create a named key (the secret is shown once; a refused name shows the page again, 400).'],
  ['get', '/keys/{clientId}/revoke', 'Asks before revoking a key.'],
  ['post', '/keys/{clientId}/revoke', 'Revoke a key (asks first without confirm=yes).'],
  ['post', '/devtoken-keys', 'Upload a DevToken public key.'],
  ['get', '/devtoken-keys/{kid}/revoke', 'Asks before revoking a DevToken key.'],
  ['post', '/devtoken-keys/{kid}/revoke', 'Revoke a DevToken key (asks first without confirm=yes).'],
  ['post', '/webhooks', 'Add a webhook endpoint (its signing secret is shown once, on its page).'],
  ['post', '/webhooks/{id}/enable', 'Re-enable an endpoint.'],
  ['post', '/webhooks/{id}/disable', 'Disable an endpoint.'],
  ['post', '/webhooks/{id}/edit', 'Change an endpoint’s URL and events (a refused change shows its page again, 400).'],
  ['get', '/webhooks/{id}', 'An endpoint: its state, its secret’s rotation, its delivery log.'],
  ['get', '/webhooks/{id}/deliveries.json', 'The delivery log the endpoint page polls.'],
  ['get', '/webhooks/{id}/deliveries/{deliveryId}', 'One delivery: the body, our signature headers, every answer.'],
  ['post', '/webhooks/{id}/test', 'Send a test event.'],
  ['post', '/webhooks/{id}/replay', 'Send again the deliveries that failed in the last 5 days.'],
  ['get', '/webhooks/{id}/rotate-secret', 'Asks before rotating an endpoint’s signing secret.'],
  ['post', '/webhooks/{id}/rotate-secret', 'Rotate the signing secret (asks first without confirm=yes).'],
  ['get', '/webhooks/{id}/delete', 'Asks before deleting an endpoint.'],
  ['post', '/webhooks/{id}/delete', 'Delete an endpoint (asks first without confirm=yes).'],
  ['post', '/deliveries/{id}/replay', 'Send one delivery again, whatever its state.'],
  ['get', '/settings', 'Settings.'],
  ['post', '/settings', 'Save name and logo (an https address; a refused one shows the page again, 400).'],
  ['post', '/settings/return-urls', 'Add a Return URL.'],
  ['get', '/settings/return-urls/remove', 'Asks before removing a Return URL.'],
  ['post', '/settings/return-urls/remove', 'Remove a Return URL (asks first without confirm=yes).'],
  ['post', '/settings/services/{service}/enable', 'Turn on a music service.'],
  ['get', '/settings/services/{service}/disable', 'Asks before turning off a music service.'],
  ['post', '/settings/services/{service}/disable', 'Turn off a music service (asks first without confirm=yes).'],
  ['post', '/settings/transfer-destination', 'Set the transfer destination of pre-authorized transfers.'],
  ['post', '/settings/learn-from-choices', 'Learn from the choices people make on the hosted wizard, or stop.'],
  ['get', '/users', 'Connected users, searchable.'],
  ['get', '/users/{id}', 'One connected user: services and token health, transfers, syncs.'],
  ['get', '/users/{id}/delete', 'Asks before deleting a connected user.'],
  ['post', '/users/{id}/delete', 'Delete a connected user (asks first without confirm=yes).'],
  ['get', '/team', 'The team: members, invitations.'],
  ['post', '/team/invite', 'Invite someone (owners).'],
  ['post', '/team/{id}/invite-again', 'Invite again someone who has not joined (owners).'],
  ['post', '/team/{id}/password-reset', 'Send a member a password reset link (owners).'],
  ['get', '/team/{id}/remove', 'Asks before removing a member (owners).'],
  ['post', '/team/{id}/remove', 'Remove a member (owners; asks first without confirm=yes).'],
  ['get', '/team/docs-sessions/{id}/end', 'Asks before ending an API docs session (owners).'],
  ['post', '/team/docs-sessions/{id}/end', 'End an API docs session (owners; asks first without confirm=yes).'],
  ['get', '/transfers', 'Transfers with their progress.'],
  ['get', '/usage', 'The account’s use of each music service’s budget, for the last hour or day.'],
  ['get', '/syncs', 'The account’s syncs by name, with their user, state and last run.'],
  ['get', '/syncs/{id}', 'One sync: playlists, user, schedule, its last runs and actions.'],
  ['post', '/syncs/{id}/run', 'Run a sync now.'],
  ['post', '/syncs/{id}/resume', 'Resume a paused sync.'],
  ['get', '/syncs/{id}/pause', 'Asks before pausing a sync.'],
  ['post', '/syncs/{id}/pause', 'Pause a sync (asks first without confirm=yes).'],
  ['get', '/syncs/{id}/delete', 'Asks before deleting a sync.'],
  ['post', '/syncs/{id}/delete', 'Delete a sync (asks first without confirm=yes).'],
  ['get', '/transfers/unmatched.csv', 'The unmatched report of a window as CSV.'],
  ['get', '/transfers/{id}', 'One transfer: groups and unmatched rows.'],
  ['get', '/transfers/{id}/stop', 'Asks before stopping a running transfer.'],
  ['post', '/transfers/{id}/stop', 'Stop a running transfer (asks first without confirm=yes).'],
  ['get', '/docs', 'Offers to open the API docs (the button posts).'],
  [
    'post',
    '/docs',
    'Opens the API docs with the member’s docs session: the live one they opened before, or a new one.',
  ],
];

export function dashboardOperations(app: string): Record<string, Record<string, Operation>> {
  const out: Record<string, Record<string, Operation>> = {};
  for (const [method, path, summary] of DASHBOARD) {
    const page = method === 'get' && !/\.(csv|json)$/.test(path);
    const open = path === '/login' || path === '/invitation' || path.startsWith('/password-reset');
    (out[`${app}/dashboard${path}`] ??= {})[method] = {
      summary,
      tag: 'Dashboard',
      signedIn: !open,
      ok: page
        ? { status: 200, html: true }
        : {
            status: /\.(csv|json)$/.test(path) ? 200 : 303,
            redirect: !/\.(csv|json)$/.test(path),
            description: path.endsWith('.csv') ? 'CSV.' : path.endsWith('.json') ? 'JSON.' : undefined,
          },
      errors: [400, 403, 404],
    };
  }
  return out;
}
