import { serviceName } from '../../integrations/registry.js';
import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { CsrfField, DangerLink, PostButton, Table } from '../components.js';
import type { Confirmation } from './confirm.js';
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
  learnFromChoices: boolean;
}

/** A Return URL the page refused: what was typed stays in the field, with what is wrong beside it. */
export interface RefusedReturnUrl {
  typed: string;
  problem: string;
}

/** A name or logo the page refused: both as typed, with what is wrong beside them. */
export interface RefusedAccount {
  name: string;
  logoUrl: string;
  problem: string;
}

function DestinationForm(props: { context: PageContext; current: string | null }) {
  const { base, csrf } = props.context;
  const options = [
    ['none', 'None: your app names the service each time'],
    ...SERVICE_IDS.map((id) => [id, serviceName(id)]),
  ];
  return (
    <section aria-labelledby="destination-heading">
      <h2 id="destination-heading">Transfer destination</h2>
      <p class="muted" id="destination-hint">
        Where your app's backend moves a listener's library when it starts a transfer for someone already signed in to
        the destination and does not name a service.
      </p>
      <form method="post" action={`${base}/settings/transfer-destination`}>
        <CsrfField csrf={csrf} />
        <label for="transfer-destination">Destination</label>
        <select name="destination" id="transfer-destination" aria-describedby="destination-hint">
          {options.map(([value, label]) => (
            <option value={value} selected={(props.current ?? 'none') === value}>
              {label}
            </option>
          ))}
        </select>
        <button>Save</button>
      </form>
    </section>
  );
}

/** Whether people's choices on the public wizard link become the account's matches, in plain words. */
function ChoicesForm(props: { context: PageContext; on: boolean }) {
  const { base, csrf } = props.context;
  return (
    <section aria-labelledby="choices-heading">
      <h2 id="choices-heading">People’s choices</h2>
      <form method="post" action={`${base}/settings/learn-from-choices`}>
        <CsrfField csrf={csrf} />
        <label for="learn-from-choices">
          <input
            type="checkbox"
            id="learn-from-choices"
            name="learnFromChoices"
            value="yes"
            checked={props.on}
            aria-describedby="choices-hint"
          />{' '}
          Learn from the choices people make on your public transfer wizard
        </label>
        <p class="muted" id="choices-hint">
          When someone moving their music through your public wizard link picks a track with “Use this one”, that track
          becomes your account’s match for the same track in your later transfers and syncs, and it counts, with other
          partners’ listeners, towards the matches everyone gets once enough of them agree. Anyone who has the link can
          make such a choice, so this is off unless you turn it on. Choices in transfers your backend starts through the
          API (<code>POST /public/transfer-sessions</code>) always count.
        </p>
        <button>Save</button>
      </form>
    </section>
  );
}

function ReturnUrlForm(props: { context: PageContext; refused: RefusedReturnUrl | undefined; development: boolean }) {
  const { base, csrf } = props.context;
  const { refused } = props;
  // A text field, not type=url: every refusal is then ours, in the words below, with the value kept.
  return (
    <form method="post" action={`${base}/settings/return-urls`}>
      <CsrfField csrf={csrf} />
      <label for="return-url">Add a Return URL</label>
      <p class="muted" id="return-url-hint">
        An https address of your site, or your app's own scheme, such as <code>https://app.example/callback</code> or{' '}
        <code>myapp://callback</code>. A sign-in comes back only to an address listed here, exactly as written.{' '}
        {props.development
          ? 'This server runs for development, so it also takes http addresses; elsewhere they are refused, since a sign-in’s result would travel unencrypted.'
          : 'http addresses are refused: a sign-in’s result would travel unencrypted.'}
      </p>
      <input
        type="text"
        inputmode="url"
        id="return-url"
        name="url"
        value={refused?.typed ?? ''}
        required
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        aria-describedby={refused ? 'return-url-hint return-url-problem' : 'return-url-hint'}
        aria-invalid={refused ? 'true' : undefined}
      />
      {refused ? (
        <p class="error" id="return-url-problem">
          {refused.problem}
        </p>
      ) : null}
      <button>Add</button>
    </form>
  );
}

function ReturnUrls(props: {
  context: PageContext;
  urls: string[];
  refused: RefusedReturnUrl | undefined;
  development: boolean;
}) {
  const { base } = props.context;
  const rows = props.urls.map((url) => ({
    cells: [
      <code>{url}</code>,
      <DangerLink
        href={`${base}/settings/return-urls/remove?url=${encodeURIComponent(url)}`}
        label="Remove"
        name={url}
      />,
    ],
  }));
  return (
    <section aria-labelledby="return-urls-heading">
      <h2 id="return-urls-heading">Return URLs</h2>
      <Table
        id="return-urls"
        caption="Return URLs"
        columns={['URL', { label: 'Actions', hidden: true }]}
        rows={rows}
        empty="No Return URLs yet: sign-ins cannot return to your app until you add one."
      />
      <ReturnUrlForm context={props.context} refused={props.refused} development={props.development} />
    </section>
  );
}

function Services(props: { context: PageContext; enabled: string[] }) {
  const { base, csrf } = props.context;
  const rows = SERVICE_IDS.map((id) => {
    const on = props.enabled.includes(id);
    const name = serviceName(id);
    return {
      cells: [
        name,
        on ? 'On' : 'Off',
        on ? (
          <DangerLink href={`${base}/settings/services/${id}/disable`} label="Turn off" name={name} />
        ) : (
          <PostButton
            action={`${base}/settings/services/${id}/enable`}
            label="Turn on"
            csrf={csrf}
            button={{ 'aria-label': `Turn on ${name}` }}
          />
        ),
      ],
    };
  });
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading">Music services</h2>
      <p class="muted">The services your sign-in page and the transfer wizard offer.</p>
      <Table
        id="services"
        caption="Music services"
        columns={['Service', 'State', { label: 'Actions', hidden: true }]}
        rows={rows}
      />
    </section>
  );
}

function AccountForm(props: { context: PageContext; account: SettingsFacts; refused: RefusedAccount | undefined }) {
  const { base, csrf } = props.context;
  const { account, refused } = props;
  // A text field, not type=url, which would take an http address the page then cannot show.
  return (
    <>
      <form method="post" action={`${base}/settings`}>
        <CsrfField csrf={csrf} />
        <label for="account-name">Name</label>
        <input type="text" id="account-name" name="name" value={refused?.name ?? account.name} required />
        <label for="logo-url">Logo URL</label>
        <p class="muted" id="logo-url-hint">
          The https address of a picture, shown at the top of your sign-in page. http addresses are refused: the page
          shows pictures only from https addresses.
        </p>
        <input
          type="text"
          inputmode="url"
          id="logo-url"
          name="logoUrl"
          value={refused?.logoUrl ?? account.logoUrl ?? ''}
          autocomplete="off"
          spellcheck={false}
          aria-describedby={refused ? 'logo-url-hint logo-url-problem' : 'logo-url-hint'}
          aria-invalid={refused ? 'true' : undefined}
        />
        {refused ? (
          <p class="error" id="logo-url-problem">
            {refused.problem}
          </p>
        ) : null}
        <button>Save</button>
      </form>
      <p>
        Slug: <code>{account.slug}</code> · Evaluation account:{' '}
        {account.isEvaluationAccount ? 'yes (5 connected users at most)' : 'no'} · Managed transfers:{' '}
        {account.isTransferServiceEnabled ? 'on' : 'off'}
      </p>
    </>
  );
}

/**
 * The account's name, logo, Return URLs, music services, transfer destination and people's choices;
 * `development` when this server takes http Return URLs.
 */
export function SettingsBody(props: {
  context: PageContext;
  account: SettingsFacts;
  refused?: RefusedReturnUrl;
  refusedAccount?: RefusedAccount;
  development?: boolean;
}) {
  const { context, account } = props;
  return (
    <>
      <AccountForm context={context} account={account} refused={props.refusedAccount} />
      <ReturnUrls
        context={context}
        urls={account.returnUrls}
        refused={props.refused}
        development={props.development ?? false}
      />
      <Services context={context} enabled={account.enabledIntegrations} />
      <DestinationForm context={context} current={account.transferDestination} />
      <ChoicesForm context={context} on={account.learnFromChoices} />
    </>
  );
}

/** What removing a Return URL stops; the last one stops every sign-in from coming back. */
export const removeReturnUrlConfirmation = (url: string, last: boolean): Confirmation => ({
  question: 'Remove this Return URL?',
  consequence: (
    <>
      Sign-ins can no longer come back to <code>{url}</code>. From now on, a sign-in link that names it stops working
      (people who follow one are told the link is broken), and transfers can no longer send people back to it. Sign-ins
      already under way still come back to it.
      {last ? ' It is your only Return URL: until you add another, no sign-in can come back to your app.' : ''}
    </>
  ),
  action: 'Remove the Return URL',
  fields: <input type="hidden" name="url" value={url} />,
});

/** What turning a music service off stops, and what keeps working. */
export const disableServiceConfirmation = (name: string): Confirmation => ({
  question: `Turn off ${name}?`,
  consequence: (
    <>
      Your sign-in page stops offering {name} at once, and the transfer wizard no longer offers it to move music from or
      to. People already connected with {name} stay connected, and your app's calls for them keep working. You can turn
      it on again at any time.
    </>
  ),
  action: `Turn off ${name}`,
});
