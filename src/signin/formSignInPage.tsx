import { InlineStyle } from '../html/trusted.js';
import { serviceName } from '../integrations/registry.js';
import type { FormSignInField, FormSignInInput } from '../integrations/types.js';
import { HostedPage } from '../pages/hostedPage.js';
import { ServiceTile } from '../pages/marks.js';

export interface FormSignInPageInput {
  service: string;
  /** The partner's name: who asks for the library. */
  partner: string;
  fields: readonly FormSignInField[];
  /** Those a person may leave empty. */
  optional?: readonly FormSignInField[];
  /** What we keep of what the person types, in the service's words. */
  keeps: string;
  state: string;
  /** The callback on APP_URL the form posts to. */
  callbackPath: string;
  /** The way back: to the partner, to the transfer, or plain cancel. */
  backLabel: string;
  /** Why the last try was refused, shown above the form. */
  refusal?: string;
  /** What the person typed last time, less what is secret (their password or token). */
  typed?: FormSignInInput;
  /** What the form starts filled with (the server the deployment suggests). */
  suggested?: FormSignInInput;
  /** Where the service shows the person their token. */
  tokenPage?: string;
}

/** How each field is asked for: its label, the browser's hints, and a hint under it. */
const FIELDS: Record<
  FormSignInField,
  {
    label: string;
    type: 'text' | 'password';
    autocomplete: string;
    inputmode?: string;
    placeholder?: string;
    hint?: string;
    secret?: true;
  }
> = {
  server: {
    label: 'Your server’s address',
    type: 'text',
    autocomplete: 'url',
    inputmode: 'url',
    placeholder: 'https://music.example.org',
    hint: 'The address you open your music server at.',
  },
  username: { label: 'User name', type: 'text', autocomplete: 'username' },
  password: { label: 'Password', type: 'password', autocomplete: 'current-password', secret: true },
  token: { label: 'User token', type: 'password', autocomplete: 'off', secret: true },
};

const STYLE = `
.form-field{margin:1rem 0}.form-field label{display:block;font-weight:600;margin-bottom:.3rem}
.form-field input{box-sizing:border-box;width:100%;min-height:2.75rem;padding:.55rem .7rem;border:1px solid #888;border-radius:.5rem;font:inherit}
.form-field input:focus-visible{outline:3px solid #1a5fb4;outline-offset:1px}.form-field .muted{margin:.25rem 0 0}
`;

/** The fields, named for the callback and labelled for people and assistive technology. */
function Field(props: {
  field: FormSignInField;
  value: string | undefined;
  first: boolean;
  optional: boolean;
  tokenPage?: string;
}) {
  const spec = FIELDS[props.field];
  const id = `field-${props.field}`;
  return (
    <div class="form-field">
      <label for={id}>
        {spec.label}
        {props.optional && <span class="muted"> (if you have one)</span>}
      </label>
      <input
        id={id}
        name={props.field}
        // Preact's types tie each input type to its own attributes; these two take the same ones.
        type={spec.type as 'text'}
        autocomplete={spec.autocomplete}
        inputmode={spec.inputmode}
        placeholder={spec.placeholder}
        value={spec.secret ? undefined : props.value}
        required={!props.optional}
        autofocus={props.first}
        spellcheck={false}
        autocapitalize="off"
        maxlength={props.field === 'token' ? 4096 : props.field === 'password' ? 1000 : 500}
        aria-describedby={spec.hint || (props.field === 'token' && props.tokenPage) ? `${id}-hint` : undefined}
      />
      {spec.hint && (
        <p class="muted" id={`${id}-hint`}>
          {spec.hint}
        </p>
      )}
      {props.field === 'token' && props.tokenPage && (
        <p class="muted" id={`${id}-hint`}>
          Find it on{' '}
          <a href={props.tokenPage} target="_blank" rel="noopener noreferrer">
            your settings page there
          </a>
          .
        </p>
      )}
    </div>
  );
}

/**
 * The sign-in for a service without OAuth for us: the person's server and credentials there, or
 * a token the service shows them, posted to the callback bound to the attempt's `state` (and,
 * through the nonce cookie, to this browser). What we keep is said before they type; a refusal
 * comes back here with its reason, the address and name still filled in.
 */
export function FormSignInPage(props: { input: FormSignInPageInput }) {
  const { input } = props;
  const name = serviceName(input.service);
  const title = `Connect ${name} to ${input.partner}`;
  const shown = { ...input.suggested, ...input.typed };
  const firstEmpty = input.fields.find((field) => FIELDS[field].secret || !shown[field]);
  return (
    <HostedPage title={title} head={<InlineStyle css={STYLE} />}>
      <main id="form-sign-in">
        <div class="headline">
          <ServiceTile id={input.service} />
          <h1>{title}</h1>
        </div>
        <p>
          {input.partner} would like to read your {name} library and add to it. {input.keeps} {input.partner} can use
          the same access.
        </p>
        {input.refusal && (
          <p class="error" role="alert" id="refusal">
            {input.refusal}
          </p>
        )}
        <form method="post" action={input.callbackPath}>
          <input type="hidden" name="state" value={input.state} />
          {input.fields.map((field) => (
            <Field
              key={field}
              field={field}
              value={shown[field]}
              first={field === firstEmpty}
              optional={input.optional?.includes(field) ?? false}
              tokenPage={input.tokenPage}
            />
          ))}
          <p class="actions">
            <button class="button" type="submit">
              Connect {name}
            </button>
          </p>
        </form>
        <form method="post" action={input.callbackPath}>
          <input type="hidden" name="state" value={input.state} />
          <input type="hidden" name="back" value="1" />
          <button class="button secondary" name="error" value="cancelled">
            {input.backLabel}
          </button>
        </form>
      </main>
    </HostedPage>
  );
}
