import { choicePlace, reasonDetail, reasonWords } from '../../transfers/reasons.js';
import type { GroupType } from '../../transfers/store/items.js';
import { webAddress } from '../../pages/webAddress.js';
import { SEARCH_FIELD_MAX, searchPrefill, type ItemRow, type ItemSearch, type ResultItem } from '../itemChoices.js';

// `NotMovedItem`: one item the summary lists as not moved, and what the person can do for it:
// take the best guess shown beside it ("Use this one"), or search the destination's catalogue for
// it and take one of what was found. Both post to the same choice. `ITEM_STYLE` is their style.

/** Where an item's choices go, and what the summary around it knows. */
export interface ItemContext {
  /** Where choices are posted. */
  action: string;
  /** The summary's own address, where a search is sent. */
  page: string;
  csrf: string;
  /** The destination's name. */
  to: string;
  /** The destination's service id. */
  destination: string;
  /** The search under way on this page, if any. */
  search: ItemSearch | null;
  groupType: GroupType;
  /** Whether the group can take a choice at all. */
  choosable: boolean;
}

/** The words of the search box's first field, by the kind of item. */
const titleLabel = (itemType: ItemRow['itemType']) =>
  itemType === 'album' ? 'Album' : itemType === 'artist' ? 'Artist' : 'Title';

function ChoiceLine(props: { row: ItemRow; groupType: GroupType }) {
  const { row } = props;
  const chosen = row.chosen;
  if (!chosen) return null;
  // The best guess is named just above; an item the person found is named here.
  const what =
    chosen.name && chosen.id !== row.bestGuessCandidate?.id
      ? `You chose “${chosen.name}”${chosen.artists.length ? ` by ${chosen.artists.join(', ')}` : ''}. `
      : '';
  if (chosen.alreadyThere)
    return (
      <p class="chosen" data-chosen={chosen.id} data-already-there="true">
        {what}It was already in the playlist, so nothing was added.
      </p>
    );
  const place = choicePlace(chosen, props.groupType);
  const said = chosen.position !== null ? `Now ${place}.` : `${place[0].toUpperCase()}${place.slice(1)}.`;
  return (
    <p class="chosen" data-chosen={chosen.id}>
      {what}
      {said}
    </p>
  );
}

/** "Use this one": the best guess (no `pick`) or an item found (`pick`, its id). */
function TakeForm(props: { context: ItemContext; itemKey: string; hidden: string; pick: string | null }) {
  const { context, pick } = props;
  return (
    <form
      method="post"
      action={context.action}
      data-use={pick === null ? props.itemKey : undefined}
      data-pick={pick ?? undefined}
    >
      <input type="hidden" name="csrf" value={context.csrf} />
      <input type="hidden" name="item" value={props.itemKey} />
      {pick !== null && <input type="hidden" name="pick" value={pick} />}
      <button type="submit" class="small">
        Use this one<span class="visually-hidden">{props.hidden}</span>
      </button>
    </form>
  );
}

/** A name that opens the thing on the destination, when the destination gave its address. */
function OnDestination(props: { name: string; url: string | null; to: string }) {
  const href = webAddress(props.url);
  if (!href) return <>{props.name}</>;
  return (
    <a href={href}>
      {props.name}
      <span class="visually-hidden"> on {props.to}</span>
    </a>
  );
}

function FoundList(props: { context: ItemContext; item: ResultItem; search: ItemSearch }) {
  const { context, item, search } = props;
  const statusId = `found-${item.key}`;
  if (search.error)
    return (
      <p class="notice error" role="alert" data-code={search.error.code ?? ''}>
        {search.error.message}
      </p>
    );
  const found = search.found ?? [];
  if (!found.length)
    return (
      <p class="muted" role="status" id={statusId}>
        Nothing found on {context.to} for that. Try other words.
      </p>
    );
  return (
    <>
      <p class="muted" role="status" id={statusId}>
        Found on {context.to}:
      </p>
      <ol class="found" aria-labelledby={statusId}>
        {found.map((f) => (
          <li data-found={f.id}>
            <p>
              <strong>
                <OnDestination name={f.name} url={f.url} to={context.to} />
              </strong>
              {f.artists.length ? ` — ${f.artists.join(', ')}` : ''}
              {f.album && (
                <>
                  {' '}
                  <span class="muted">· {f.album}</span>
                </>
              )}
            </p>
            <TakeForm context={context} itemKey={item.key} hidden={`: ${f.name} for ${item.row.title}`} pick={f.id} />
          </li>
        ))}
      </ol>
    </>
  );
}

function SearchField(props: { id: string; name: 'title' | 'artist'; label: string; value: string }) {
  return (
    <>
      <label for={props.id}>{props.label}</label>
      <input id={props.id} name={props.name} value={props.value} maxLength={SEARCH_FIELD_MAX} autocomplete="off" />
    </>
  );
}

/** A search of the destination for the item, sent as the summary's own address so it needs no script. */
function SearchBox(props: { context: ItemContext; item: ResultItem }) {
  const { context, item } = props;
  const search = context.search?.key === item.key ? context.search : null;
  const typed = search ?? searchPrefill(item.row);
  const id = (field: string) => `find-${field}-${item.key}`;
  return (
    <details class="find" open={Boolean(search)}>
      <summary>Search {context.to} for it</summary>
      <form
        method="get"
        action={`${context.page}#item-${item.key}`}
        class="find-form"
        role="search"
        aria-label={`Search ${context.to} for ${item.row.title}`}
      >
        <input type="hidden" name="find" value={item.key} />
        <SearchField id={id('title')} name="title" label={titleLabel(item.row.itemType)} value={typed.title} />
        {item.row.itemType !== 'artist' && (
          <SearchField id={id('artist')} name="artist" label="Artist" value={typed.artist} />
        )}
        <button type="submit" class="small">
          Search
        </button>
      </form>
      {search && <FoundList context={context} item={item} search={search} />}
    </details>
  );
}

function BestGuess(props: { row: ItemRow; to: string }) {
  const { row } = props;
  if (!row.bestGuessCandidate || !row.bestGuess) return null;
  return (
    <p class="guess">
      Best guess: <OnDestination name={row.bestGuess} url={row.bestGuessCandidate.url} to={props.to} />
      {row.matchingPercentage !== null && (
        <>
          {' '}
          <span class="muted">({row.matchingPercentage}% alike)</span>
        </>
      )}
    </p>
  );
}

/** The ways to choose the item on the destination, while nothing is chosen for it. */
function Choose(props: { item: ResultItem; context: ItemContext }) {
  const { item, context } = props;
  const { row } = item;
  const candidate = row.bestGuessCandidate;
  if (row.chosen || !context.choosable) return null;
  if (item.choosing) return <p class="muted">Adding it now…</p>;
  return (
    <>
      {item.guess && candidate && (
        <TakeForm
          context={context}
          itemKey={item.key}
          hidden={`: ${row.bestGuess ?? candidate.name} for ${row.title}`}
          pick={null}
        />
      )}
      {item.searchable && <SearchBox context={context} item={item} />}
    </>
  );
}

/** One item not moved: why, the best guess, and the ways to choose it on the destination. */
export function NotMovedItem(props: { item: ResultItem; context: ItemContext }) {
  const { item, context } = props;
  const { row } = item;
  const detail = reasonDetail(row.reason, { found: item.found, groupType: context.groupType }, context.destination);
  return (
    <li
      id={`item-${item.key}`}
      data-reason={row.reason}
      data-found={String(item.found)}
      data-chosen-item={row.chosen ? '' : undefined}
    >
      <p>
        <strong>{row.title}</strong>
        {row.artist ? ` — ${row.artist}` : ''}
      </p>
      <p class="why">
        <span class="reason">{reasonWords(row.reason)}.</span> {detail}
      </p>
      <BestGuess row={row} to={context.to} />
      <Choose item={item} context={context} />
      <ChoiceLine row={row} groupType={context.groupType} />
    </li>
  );
}

/** Styles of the items' choices, beside the wizard's own. */
export const ITEM_STYLE = `
details.find{margin:.4rem 0 .2rem}
details.find>summary{cursor:pointer;color:#0b57d0;padding:.7rem 0;width:max-content;max-width:100%}
.items .find-form{display:grid;grid-template-columns:1fr;gap:.3rem;margin:.3rem 0 .5rem;max-width:28rem}
.find-form label{font-weight:600;font-size:.95rem}
.find-form input{font:inherit;min-height:2.75rem;padding:.4rem .6rem;border:1px solid #6e6e73;border-radius:.4rem;width:100%}
.find-form button{justify-self:start;margin-top:.2rem}
.found{padding-left:1.4rem;margin:.3rem 0 .6rem}
.found>li{padding:.3rem 0;border-top:1px solid #e5e5ea}
.found>li:first-child{border-top:0}
.parts{list-style:none;padding:0;margin:.6rem 0;display:flex;flex-wrap:wrap;gap:.4rem}
.parts li{padding:.4rem .7rem;background:#f2f2f7;border-radius:.4rem}
`;
