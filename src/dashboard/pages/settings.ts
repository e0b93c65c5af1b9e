import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { serviceName } from '../../integrations/registry.js';
import { csrfField, e, postButton } from '../layout.js';
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
  return `<section><h2>Transfer destination</h2>
<p class="muted">Where a pre-authorized transfer session (D1) moves libraries to when its body names no service.</p>
<form method="post" action="${e(base)}/settings/transfer-destination">${csrfField(csrf)}
<label>Destination <select name="destination" id="transfer-destination">${choices.join('')}</select></label>
<button>Save</button></form></section>`;
}

/** The account's name, logo, Return URLs and music services. */
export function settingsBody({ base, csrf }: PageContext, account: SettingsFacts): string {
  const services = SERVICE_IDS.map((id) => {
    const on = account.enabledIntegrations.includes(id);
    const toggle = postButton(
      `${base}/settings/services/${id}/${on ? 'disable' : 'enable'}`,
      on ? 'Turn off' : 'Enable',
      csrf,
    );
    return `<tr><td>${e(serviceName(id))}</td><td>${on ? 'enabled' : 'off'}</td><td>${toggle}</td></tr>`;
  });
  const returnUrls = account.returnUrls.map((url) => {
    const remove = postButton(
      `${base}/settings/return-urls/remove`,
      'Remove',
      csrf,
      `<input type="hidden" name="url" value="${e(url)}">`,
    );
    return `<tr><td>${e(url)}</td><td>${remove}</td></tr>`;
  });
  const evaluation = account.isEvaluationAccount ? 'yes (5 connected users at most)' : 'no';
  return `<form method="post" action="${e(base)}/settings">${csrfField(csrf)}
<label>Name <input type="text" name="name" value="${e(account.name)}" required></label>
<label>Logo URL <input type="url" name="logoUrl" value="${e(account.logoUrl)}"></label><button>Save</button></form>
<p>Slug: <code>${e(account.slug)}</code> · Evaluation account: ${evaluation}
· Managed transfers: ${account.isTransferServiceEnabled ? 'on' : 'off'}</p>
<section><h2>Return URLs</h2><table id="return-urls">${returnUrls.join('')}</table>
<form method="post" action="${e(base)}/settings/return-urls">${csrfField(csrf)}
<label>Add a Return URL <input type="url" name="url" required></label><button>Add</button></form></section>
<section><h2>Music services</h2><table>${services.join('')}</table></section>
${destinationForm({ base, csrf }, account.transferDestination)}`;
}
