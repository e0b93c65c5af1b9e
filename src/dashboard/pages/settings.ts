import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { serviceName } from '../../integrations/registry.js';
import { csrfField, dangerLink, e, postButton, table } from '../layout.js';
import type { PageContext } from './context.js';

export interface SettingsFacts {
  name: string;
  slug: string;
  logoUrl: string | null;
  isEvaluationAccount: boolean;
  isTransferServiceEnabled: boolean;
  returnUrls: string[];
  enabledIntegrations: string[];
  transferDestination: string | null;
}

/** A Return URL the page refused: what was typed stays in the field, with what is wrong beside it. */
export interface RefusedReturnUrl {
  typed: string;
  problem: string;
}

function destinationForm({ base, csrf }: PageContext, current: string | null): string {
  const options = [
    ['none', 'None: your app names the service each time'],
    ...SERVICE_IDS.map((id) => [id, serviceName(id)]),
  ];
  const choices = options.map(([value, label]) => {
    const selected = (current ?? 'none') === value ? ' selected' : '';
    return `<option value="${e(value)}"${selected}>${e(label)}</option>`;
  });
  return `<section aria-labelledby="destination-heading"><h2 id="destination-heading">Transfer destination</h2>
<p class="muted" id="destination-hint">Where your app's backend moves a listener's library when it starts a transfer for
someone already signed in to the destination and does not name a service.</p>
<form method="post" action="${e(base)}/settings/transfer-destination">${csrfField(csrf)}
<label for="transfer-destination">Destination</label><select name="destination" id="transfer-destination" aria-describedby="destination-hint">${choices.join('')}</select>
<button>Save</button></form></section>`;
}

function returnUrlForm({ base, csrf }: PageContext, refused: RefusedReturnUrl | undefined): string {
  const describedBy = refused ? 'return-url-hint return-url-problem' : 'return-url-hint';
  const problem = refused ? `<p class="error" id="return-url-problem">${e(refused.problem)}</p>` : '';
  // A text field, not type=url: every refusal is then ours, in the words below, with the value kept.
  return `<form method="post" action="${e(base)}/settings/return-urls">${csrfField(csrf)}
<label for="return-url">Add a Return URL</label>
<p class="muted" id="return-url-hint">An https address of your site, or your app's own scheme, such as
<code>https://app.example/callback</code> or <code>myapp://callback</code>. A sign-in comes back only to an address
listed here, exactly as written.</p>
<input type="text" inputmode="url" id="return-url" name="url" value="${e(refused?.typed ?? '')}" required
autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="${describedBy}"${refused ? ' aria-invalid="true"' : ''}>
${problem}<button>Add</button></form>`;
}

/** The account's name, logo, Return URLs and music services. */
export function settingsBody({ base, csrf }: PageContext, account: SettingsFacts, refused?: RefusedReturnUrl): string {
  const services = SERVICE_IDS.map((id) => {
    const on = account.enabledIntegrations.includes(id);
    const name = serviceName(id);
    return {
      cells: [
        e(name),
        on ? 'On' : 'Off',
        on
          ? dangerLink(`${base}/settings/services/${id}/disable`, 'Turn off', name)
          : postButton(
              `${base}/settings/services/${id}/enable`,
              'Turn on',
              csrf,
              '',
              ` aria-label="${e(`Turn on ${name}`)}"`,
            ),
      ],
    };
  });
  const returnUrls = account.returnUrls.map((url) => ({
    cells: [
      `<code>${e(url)}</code>`,
      dangerLink(`${base}/settings/return-urls/remove?url=${encodeURIComponent(url)}`, 'Remove', url),
    ],
  }));
  const evaluation = account.isEvaluationAccount ? 'yes (5 connected users at most)' : 'no';
  return `<form method="post" action="${e(base)}/settings">${csrfField(csrf)}
<label for="account-name">Name</label><input type="text" id="account-name" name="name" value="${e(account.name)}" required>
<label for="logo-url">Logo URL</label><input type="url" id="logo-url" name="logoUrl" value="${e(account.logoUrl)}">
<button>Save</button></form>
<p>Slug: <code>${e(account.slug)}</code> · Evaluation account: ${evaluation}
· Managed transfers: ${account.isTransferServiceEnabled ? 'on' : 'off'}</p>
<section aria-labelledby="return-urls-heading"><h2 id="return-urls-heading">Return URLs</h2>
${table({
  id: 'return-urls',
  caption: 'Return URLs',
  columns: ['URL', { label: 'Actions', hidden: true }],
  rows: returnUrls,
  empty: 'No Return URLs yet: sign-ins cannot return to your app until you add one.',
})}
${returnUrlForm({ base, csrf }, refused)}</section>
<section aria-labelledby="services-heading"><h2 id="services-heading">Music services</h2>
<p class="muted">The services your sign-in page and the transfer wizard offer.</p>
${table({ id: 'services', caption: 'Music services', columns: ['Service', 'State', { label: 'Actions', hidden: true }], rows: services })}</section>
${destinationForm({ base, csrf }, account.transferDestination)}`;
}
