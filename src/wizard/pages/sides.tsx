import { serviceName } from '../../integrations/registry.js';
import { ServiceTile } from '../../pages/marks.js';

// `Side`: one side of a transfer on the wizard's page, the account it moves from or to: the
// account connected, or the services to connect one of.

export interface SideView {
  role: 'source' | 'destination';
  connected: { service: string; name: string | null } | null;
  /** Services to connect, when this side is open. */
  choices: { id: string; href: string }[];
  /** Services the partner enabled that cannot sign a person in here, so are not among `choices`. */
  leftOut: string[];
  /** The person is choosing another account for a connected side. */
  changing: boolean;
  /** Where "Change" leads; null when the side is set by the partner and stays. */
  changeHref: string | null;
  /** Where "Keep" leads while changing. */
  keepHref: string;
}

const TITLES = { source: 'Move from', destination: 'Move to' };

/** The service and, when the service says, the account's name. */
function accountWords(connected: NonNullable<SideView['connected']>): string {
  return `${serviceName(connected.service)}${connected.name ? `, ${connected.name}` : ''}`;
}

function Connected(props: { view: SideView; connected: NonNullable<SideView['connected']>; partner: string }) {
  const { view, connected } = props;
  return (
    <div class="account">
      <p>
        <strong>{serviceName(connected.service)}</strong>
        {connected.name ? `, ${connected.name}` : ''}
      </p>
      {view.changeHref ? (
        <a class="button" href={view.changeHref} data-change={view.role}>
          Change
          <span class="visually-hidden"> the account to {view.role === 'source' ? 'move from' : 'move to'}</span>
        </a>
      ) : (
        <span class="muted">Chosen by {props.partner}</span>
      )}
    </div>
  );
}

function Open(props: { view: SideView; partner: string }) {
  const { view, partner } = props;
  const ask = view.changing
    ? `Choose the service or account to ${view.role === 'source' ? 'move your music from' : 'move it to'}:`
    : `Connect the account ${view.role === 'source' ? 'your music is in' : 'to move it to'}:`;
  return (
    <>
      <p>{ask}</p>
      {view.choices.length ? (
        <ul class="choices">
          {view.choices.map((choice) => (
            <li>
              <a href={choice.href} data-connect={`${view.role}-${choice.id}`}>
                <ServiceTile id={choice.id} size={32} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p data-no-choices={view.role}>{partner} offers no service that can sign you in on this page.</p>
      )}
      {/* Said rather than hidden: a person who expected the service should know it is not a fault of theirs. */}
      {view.leftOut.length > 0 && (
        <ul class="left-out muted" data-left-out={view.role}>
          {view.leftOut.map((id) => (
            <li>
              {serviceName(id)} isn’t offered here: it can’t sign you in on this page. Connect another service, or ask{' '}
              {partner}.
            </li>
          ))}
        </ul>
      )}
      {view.changing && view.connected && (
        <p>
          <a href={view.keepHref} data-keep={view.role}>
            Keep {accountWords(view.connected)}
          </a>
        </p>
      )}
    </>
  );
}

/** One side: the account connected with a way to change it, or the services to connect. */
export function Side(props: { view: SideView; partner: string }) {
  const { view } = props;
  return (
    <section class="side" data-role={view.role} aria-labelledby={`${view.role}-title`}>
      <h2 id={`${view.role}-title`}>{TITLES[view.role]}</h2>
      {view.connected && !view.changing ? (
        <Connected view={view} connected={view.connected} partner={props.partner} />
      ) : (
        <Open view={view} partner={props.partner} />
      )}
    </section>
  );
}
