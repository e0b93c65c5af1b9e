import { serviceName } from '../../integrations/registry.js';
import { ActionLinks, dayOf, WizardLayout, type Action } from './layout.js';
import { webAddress } from '../../pages/webAddress.js';

// `SyncsPage`: the listener's own page of the syncs their transfer made: each playlist, whether it
// is still kept in sync, and a button that stops it, after `StopSyncPage` asked. Reached by a
// signed link, so it asks for no sign-in.

/** Where a sync stands, as the page says it. */
export interface SyncState {
  id: string;
  intervalMinutes: number;
  paused: boolean;
  pausedReason: 'partner' | 'authFailed' | null;
  lastRunAt: Date | null;
  deletedAt: Date | null;
}

/** One sync of the page, with the names the transfer knew its playlists by. */
export interface ShownSync {
  sync: SyncState;
  /** The source playlist's name, as the transfer read it. */
  name: string;
  from: string;
  to: string;
  /** The copy's address on the destination, when the service gave one. */
  url: string | null;
}

export interface SyncsPageProps {
  base: string;
  /** The signed link's token, sent again with each stop. */
  link: string;
  partner: string;
  items: ShownSync[];
  expiresAt: Date;
  /** The playlist just stopped, to say so. */
  stopped: ShownSync | null;
  back: Action[];
}

function every(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'about once a day' : `about every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'about every hour' : `about every ${minutes / 60} hours`;
  return `about every ${minutes} minutes`;
}

/** Where a sync stands, in words for the listener. */
function stateOf(item: ShownSync, partner: string): { state: 'stopped' | 'paused' | 'active'; words: string } {
  const { sync } = item;
  const to = serviceName(item.to);
  if (sync.deletedAt)
    return {
      state: 'stopped',
      words: `Stopped on ${dayOf(sync.deletedAt)}. The songs already added stay on ${to}.`,
    };
  if (sync.paused)
    return {
      state: 'paused',
      words:
        sync.pausedReason === 'authFailed'
          ? `Paused: one of your accounts needs you to sign in again at ${partner}.`
          : `Paused by ${partner}.`,
    };
  const checked = sync.lastRunAt ? ` Last checked on ${dayOf(sync.lastRunAt)}.` : '';
  return {
    state: 'active',
    words: `New songs on ${serviceName(item.from)} are added to the copy on ${to} ${every(sync.intervalMinutes)}.${checked}`,
  };
}

function SyncRow(props: { item: ShownSync; base: string; link: string; partner: string }) {
  const { item } = props;
  const { state, words } = stateOf(item, props.partner);
  const href = webAddress(item.url);
  return (
    <li data-sync={item.sync.id} data-state={state}>
      <p>
        <strong>
          {href ? (
            <a href={href}>
              {item.name}
              <span class="visually-hidden"> on {serviceName(item.to)}</span>
            </a>
          ) : (
            item.name
          )}
        </strong>{' '}
        <span class="muted">
          from {serviceName(item.from)} to {serviceName(item.to)}
        </span>
      </p>
      <p>{words}</p>
      {state !== 'stopped' && (
        <form method="get" action={`${props.base}/syncs/stop`}>
          <input type="hidden" name="link" value={props.link} />
          <input type="hidden" name="sync" value={item.sync.id} />
          <button type="submit" class="small">
            Stop keeping in sync<span class="visually-hidden">: {item.name}</span>
          </button>
        </form>
      )}
    </li>
  );
}

function Lead(props: { items: ShownSync[]; partner: string }) {
  const live = props.items.filter((i) => !i.sync.deletedAt).length;
  const one = live === 1;
  if (live)
    return (
      <p class="lead">
        {props.partner} keeps {one ? 'this playlist' : 'these playlists'} in step with{' '}
        {one ? 'its copy' : 'their copies'}. You can stop {one ? 'it' : 'any of them'} here; nothing else changes.
      </p>
    );
  if (props.items.length) return <p class="lead">None of these playlists is kept in sync any more.</p>;
  return null;
}

/** The page of a listener's syncs, with a stop button on each that still runs. */
export function SyncsPage(props: SyncsPageProps) {
  return (
    <WizardLayout title="Your playlists kept in sync">
      <h1>Your playlists kept in sync</h1>
      <Lead items={props.items} partner={props.partner} />
      {props.stopped && (
        <div class="notice success" role="status" id="stopped">
          <p>
            “{props.stopped.name}” is no longer kept in sync. The songs already added stay on{' '}
            {serviceName(props.stopped.to)}.
          </p>
        </div>
      )}
      {props.items.length ? (
        <ul class="items" id="syncs">
          {props.items.map((item) => (
            <SyncRow item={item} base={props.base} link={props.link} partner={props.partner} />
          ))}
        </ul>
      ) : (
        <p id="no-syncs">None of the playlists of this transfer is kept in sync.</p>
      )}
      <p class="muted" id="link-life">
        Keep this page’s address to come back to it without signing in: it works until {dayOf(props.expiresAt)}. Anyone
        you give it to can stop these syncs too.
      </p>
      <ActionLinks actions={props.back} primary="none" />
    </WizardLayout>
  );
}

/**
 * What stopping a sync does, asked before it is done: one tap on the list only lands here. A form
 * posts the stop with `confirm=yes`; keeping it goes back to the list. No script needed.
 */
export function StopSyncPage(props: { base: string; link: string; page: string; item: ShownSync; partner: string }) {
  const { item } = props;
  const from = serviceName(item.from);
  const to = serviceName(item.to);
  const question = `Stop keeping “${item.name}” in sync?`;
  return (
    <WizardLayout title={question}>
      <h1>{question}</h1>
      <p id="consequence">
        New songs you add to “{item.name}” on {from} will no longer be added to its copy on {to}. The songs already
        added stay on {to}. Only {props.partner} can set the sync up again.
      </p>
      <form method="post" action={`${props.base}/syncs/stop`} id="confirm-stop" class="actions">
        <input type="hidden" name="link" value={props.link} />
        <input type="hidden" name="sync" value={item.sync.id} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" class="primary">
          Stop keeping in sync
        </button>
        <a class="button" href={props.page}>
          Keep it in sync
        </a>
      </form>
    </WizardLayout>
  );
}
