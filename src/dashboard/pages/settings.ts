import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { serviceName } from '../../integrations/registry.js';
import { csrfField, e, postButton, table } from '../layout.js';
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

function destinationForm({ base, csrf }: PageContext, current: string | null): string {
  const options = [['none', 'None (each D1 names its service)'], ...SERVICE_IDS.map((id) => [id, serviceName(id)])];
  const choices = options.map(([value, label]) => {
    const selected = (current ?? 'none') === value ? ' selected' : '';
    return `<option value="${e(value)}"${selected}>${e(label)}</option>`;
  });
  return `<section aria-labelledby="destination-heading"><h2 id="destination-heading">Transfer destination</h2>
<p class="muted">Where a pre-authorized transfer session (D1) moves libraries to when its body names no service.</p>
<form method="post" action="${e(base)}/settings/transfer-destination">${csrfField(csrf)}
<label for="transfer-destination">Destination</label><select name="destination" id="transfer-destination">${choices.join('')}</select>
<button>Save</button></form></section>`;
}

/** The account's name, logo, Return URLs and music services. */
export function settingsBody({ base, csrf }: PageContext, account: SettingsFacts): string {
  const services = SERVICE_IDS.map((id) => {
    const on = account.enabledIntegrations.includes(id);
    const label = on ? 'Turn off' : 'Turn on';
    return {
      cells: [
        e(serviceName(id)),
        on ? 'On' : 'Off',
        postButton(
          `${base}/settings/services/${id}/${on ? 'disable' : 'enable'}`,
          label,
          csrf,
          '',
          ` aria-label="${e(`${label} ${serviceName(id)}`)}"`,
        ),
      ],
    };
  });
  const returnUrls = account.returnUrls.map((url) => ({
    cells: [
      e(url),
      postButton(
        `${base}/settings/return-urls/remove`,
        'Remove',
        csrf,
        `<input type="hidden" name="url" value="${e(url)}">`,
        ` aria-label="${e(`Remove ${url}`)}"`,
      ),
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
<form method="post" action="${e(base)}/settings/return-urls">${csrfField(csrf)}
<label for="return-url">Add a Return URL</label><input type="url" id="return-url" name="url" required><button>Add</button></form></section>
<section aria-labelledby="services-heading"><h2 id="services-heading">Music services</h2>
${table({ id: 'services', caption: 'Music services', columns: ['Service', 'State', { label: 'Actions', hidden: true }], rows: services })}</section>
${destinationForm({ base, csrf }, account.transferDestination)}`;
}
