import { InlineScript } from '../../html/trusted.js';
import { serviceName } from '../../integrations/registry.js';
import type { LibraryChoice } from '../libraryChoices.js';
import { ErrorNotice, WizardLayout, type Action } from './layout.js';
import { Side, type SideView } from './sides.js';

// `WizardPage`: the wizard itself. Both sides of the transfer, then what to move from the source
// (its playlists and the parts of its library), then "Start the transfer".

export type { SideView };

/** A playlist of the source, as the form offers it. */
export interface ChoosablePlaylist {
  id: string;
  name: string;
  totalItems: number | null;
}

/** An error in plain words with its ways forward; `at: 'choices'` shows it beside what to move. */
export interface WizardPageError {
  message: string;
  actions: Action[];
  at?: 'choices';
}

export interface WizardPageProps {
  partner: string;
  base: string;
  csrf: string;
  source: SideView;
  destination: SideView;
  /** The source's playlists; null when they could not be read. */
  playlists: ChoosablePlaylist[] | null;
  /** The parts of the library beside playlists, each with why it cannot move when it cannot. */
  library: LibraryChoice[];
  /** Both services keep playlists, so a chosen playlist can be kept in sync with its copy. */
  canKeepInSync: boolean;
  error: WizardPageError | null;
  latestTransfer: string | null;
  back: Action[];
}

// Counts what is chosen as boxes are ticked; without script the buttons stay hidden and the form works.
const COUNT_CHOSEN = `
(() => {
  const boxes = [...document.querySelectorAll('#playlists input[name="playlists"]')];
  const output = document.getElementById('chosen-count');
  if (!output) return;
  const count = () => {
    const chosen = boxes.filter((b) => b.checked);
    const songs = chosen.reduce((n, b) => n + Number(b.dataset.songs || 0), 0);
    output.textContent = chosen.length + ' of ' + boxes.length + ' playlists chosen' + (chosen.length ? ' (' + songs.toLocaleString('en-US') + (songs === 1 ? ' song)' : ' songs)') : '');
  };
  for (const button of document.querySelectorAll('[data-select]')) {
    button.hidden = false;
    button.addEventListener('click', () => { for (const b of boxes) b.checked = button.dataset.select === 'all'; count(); });
  }
  for (const b of boxes) b.addEventListener('change', count);
  count();
})();
`;

const songs = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'song' : 'songs'}`;

function PlaylistBoxes(props: { playlists: ChoosablePlaylist[] }) {
  const count = props.playlists.length;
  if (!count)
    return (
      <fieldset>
        <legend>Playlists</legend>
        <p class="muted">No playlists.</p>
      </fieldset>
    );
  return (
    <fieldset>
      <legend>Playlists</legend>
      <div class="bulk">
        <button type="button" class="small" data-select="all" hidden>
          Select all
        </button>
        <button type="button" class="small" data-select="none" hidden>
          Select none
        </button>
        <output id="chosen-count" aria-live="polite">
          0 of {count} playlists chosen
        </output>
      </div>
      <ul class="checks" id="playlists">
        {props.playlists.map((p) => (
          <li>
            <label>
              <input type="checkbox" name="playlists" value={p.id} data-songs={p.totalItems ?? undefined} />{' '}
              <span>
                {p.name}
                {p.totalItems !== null && (
                  <>
                    {' '}
                    <span class="muted">({songs(p.totalItems)})</span>
                  </>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function LibraryBoxes(props: { library: LibraryChoice[] }) {
  return (
    <fieldset>
      <legend>Library</legend>
      <ul class="checks">
        {props.library.map((c) => (
          <li>
            {c.cannot === null ? (
              <label>
                <input type="checkbox" name={c.kind} value="1" /> <span>{c.label}</span>
              </label>
            ) : (
              <label class="off" data-cannot={c.kind}>
                <input type="checkbox" disabled />{' '}
                <span>
                  {c.label} <span class="muted">({c.cannot})</span>
                </span>
              </label>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function KeepInSync(props: { from: string; to: string }) {
  return (
    <fieldset>
      <legend>After the transfer</legend>
      <ul class="checks">
        <li>
          <label>
            <input type="checkbox" name="keepInSync" value="1" aria-describedby="keep-in-sync-note" />{' '}
            <span>Keep these playlists in sync</span>
          </label>
        </li>
      </ul>
      <p class="muted" id="keep-in-sync-note">
        New tracks added to the playlists you chose on {serviceName(props.from)} will be added to their copies on{' '}
        {serviceName(props.to)} about every hour. Tracks you add to the copies yourself stay.
      </p>
    </fieldset>
  );
}

/** What to move, and the button that starts it; a mistake in the choice is said here, where it is mended. */
function ChooseForm(props: WizardPageProps & { playlists: ChoosablePlaylist[]; choiceError: WizardPageError | null }) {
  const { source, destination } = props;
  const keep = props.playlists.length > 0 && props.canKeepInSync && source.connected && destination.connected;
  return (
    <>
      <form method="post" action={`${props.base}/start`} id="choose">
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.choiceError && (
          <ErrorNotice id="choose-error" message={props.choiceError.message} actions={props.choiceError.actions} />
        )}
        <PlaylistBoxes playlists={props.playlists} />
        <LibraryBoxes library={props.library} />
        {keep && <KeepInSync from={source.connected!.service} to={destination.connected!.service} />}
        <p class="actions">
          <button class="primary" type="submit" aria-describedby={props.choiceError ? 'choose-error' : undefined}>
            Start the transfer
          </button>
        </p>
      </form>
      <InlineScript code={COUNT_CHOSEN} />
    </>
  );
}

/** The wizard: both sides, then what to move. */
export function WizardPage(props: WizardPageProps) {
  const playlists = props.source.changing || props.destination.changing ? null : props.playlists;
  // A mistake in the choice is mended in the form, so it is said there, with no way out of the wizard.
  const choiceError = props.error?.at === 'choices' && playlists ? props.error : null;
  const error = props.error && !choiceError ? props.error : null;
  return (
    <WizardLayout title={`Move your music with ${props.partner}`}>
      <h1>Move your music</h1>
      <p class="muted">With {props.partner}</p>
      {error && <ErrorNotice message={error.message} actions={[...error.actions, ...props.back]} />}
      <Side view={props.source} partner={props.partner} />
      <Side view={props.destination} partner={props.partner} />
      {playlists && <ChooseForm {...props} playlists={playlists} choiceError={choiceError} />}
      {props.latestTransfer && (
        <p>
          <a href={`${props.base}/transfers/${props.latestTransfer}`}>See your last transfer</a>
        </p>
      )}
      {/* The error's ways forward already lead back to the partner. */}
      {props.back.length > 0 && !error && (
        <p>
          <a href={props.back[0].href}>{props.back[0].label}</a>
        </p>
      )}
    </WizardLayout>
  );
}
