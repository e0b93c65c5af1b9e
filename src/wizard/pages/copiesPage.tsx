import { serviceName } from '../../integrations/registry.js';
import { dayOf, WizardLayout } from './layout.js';
import { webAddress } from '../../pages/webAddress.js';

// `CopiesPage`: asked before a transfer starts when some chosen playlists were copied to the same
// account before.

/** A copy an earlier transfer made, as the page names it. */
export interface ShownCopy {
  name: string;
  url: string | null;
  madeAt: Date;
  /** The destination said the copy is still there; false: it could not say. */
  seen: boolean;
}

export interface CopiesPageProps {
  base: string;
  csrf: string;
  destination: string;
  copies: ShownCopy[];
  /** The chosen playlists with no earlier copy. */
  others: number;
  /** The rest of the form as it was sent, to send again. */
  fields: [name: string, value: string][];
}

function Copy(props: { copy: ShownCopy; to: string }) {
  const { copy } = props;
  const made = `copy made on ${dayOf(copy.madeAt)}`;
  const href = webAddress(copy.url);
  return (
    <li data-copy="">
      {href ? (
        <a href={href}>
          {copy.name}
          <span class="visually-hidden"> on {props.to}</span>
        </a>
      ) : (
        copy.name
      )}{' '}
      <span class="muted">({copy.seen ? made : `${made}; we couldn’t check that it’s still there`})</span>
    </li>
  );
}

/**
 * What exists there, and whether to add only what those copies miss or make new ones. The form
 * carries the person's choice again, so either button starts the transfer they asked for.
 */
export function CopiesPage(props: CopiesPageProps) {
  const to = serviceName(props.destination);
  const many = props.copies.length > 1;
  const moved = props.others
    ? `${props.copies.length.toLocaleString('en-US')} of the playlists you chose`
    : many
      ? 'these playlists'
      : 'this playlist';
  return (
    <WizardLayout title="These playlists are already there">
      <h1>
        {many ? 'These playlists are' : 'This playlist is'} already on {to}
      </h1>
      <p class="lead">
        You moved {moved} to {to} before:
      </p>
      <ul class="created" id="earlier-copies">
        {props.copies.map((copy) => (
          <Copy copy={copy} to={to} />
        ))}
      </ul>
      {props.others > 0 && (
        <p>
          The other{' '}
          {props.others === 1
            ? 'playlist you chose is'
            : `${props.others.toLocaleString('en-US')} playlists you chose are`}{' '}
          copied as usual.
        </p>
      )}
      <form method="post" action={`${props.base}/start`} id="copies">
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.fields.map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend>What should we do with {many ? 'them' : 'it'}?</legend>
          <p id="update-note">
            <strong>Update the copies:</strong> add only the songs {many ? 'each copy is' : 'the copy is'} missing, at
            the end. Nothing is there twice, and songs you added yourself stay.
          </p>
          <p id="new-note">
            <strong>Make new copies:</strong> make{' '}
            {many ? 'another playlist of the same name beside each one' : 'another playlist of the same name beside it'}
            , with every song.
          </p>
          <p class="actions">
            <button class="primary" type="submit" name="copies" value="update" aria-describedby="update-note">
              Update the copies
            </button>
            <button type="submit" name="copies" value="new" aria-describedby="new-note">
              Make new copies
            </button>
          </p>
        </fieldset>
      </form>
      <p>
        <a href={`${props.base}/wizard`}>Choose again</a>
      </p>
    </WizardLayout>
  );
}
