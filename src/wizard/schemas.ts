import Joi from 'joi';
import type { ItemKey } from '../transfers/store/items.js';

// What the wizard's pages send: the query strings of its addresses and the fields of its forms.
// A person reads every answer of the wizard, so no value here is refused with a JSON error: each
// field the page could not have sent becomes a value its handler answers with its own page (or
// ignores, as the wizard always has), in the order the handler checks things. `test/transfers/
// wizardInput.test.ts` holds every schema to that.

/** An item of a transfer's report as the pages name it, `group.position`. */
const itemKey = Joi.string()
  .pattern(/^\d{1,6}\.\d{1,9}$/)
  .custom((raw: string): ItemKey => {
    const [group, position] = raw.split('.');
    return [Number(group), Number(position)];
  });

/** A field a page writes as free text, or null when it came as something else (sent twice, say). */
const text = Joi.string().failover(null);

/** A box the page checks with the value `1`; anything else is not checked. */
const box = Joi.string()
  .pattern(/^1$/)
  .custom(() => true)
  .default(false)
  .failover(false);

/** The CSRF token every form carries; a missing or doubled one matches nothing. */
const csrf = Joi.string().max(200).default('').failover('');

/** Read where `/start/{slug}` is opened: where the person goes back to, checked against the account's list. */
export interface StartQuery {
  returnUrl: string | null;
}
export const startQuery = Joi.object<StartQuery>({
  returnUrl: Joi.string().allow('').default(null).failover(null),
})
  .unknown(true)
  .default();

/** The wizard's page: which side is being changed, and the code of an error a redirect brought. */
export type WizardQuery = {
  change: 'source' | 'destination' | null;
  error: string | null;
  role: string | null;
  service: string | null;
  why: string | null;
};
export const wizardQuery = Joi.object<WizardQuery>({
  change: Joi.string().valid('source', 'destination').default(null).failover(null),
  error: text.default(null),
  role: text.default(null),
  service: text.default(null),
  why: text.default(null),
})
  .unknown(true)
  .default();

/** Where a sign-in comes back: the side it connects. */
export interface ConnectedQuery {
  role: string | null;
}
export const connectedQuery = Joi.object<ConnectedQuery>({ role: text.default(null) })
  .unknown(true)
  .default();

/** The launch page's own request: the code from the fragment; an empty one is the page's to explain. */
export interface LaunchBody {
  code: string;
}
export const launchBody = Joi.object<LaunchBody>({ code: Joi.string().allow('').default('').failover('') })
  .unknown(true)
  .default()
  .failover({ code: '' });

/** The most playlists one transfer takes from the form: as many as the page lists. */
export const PLAYLISTS_SHOWN = 500;

/** The start form: what to move, and (asked only when there are some) what to do with earlier copies. */
export interface StartForm {
  csrf: string;
  playlists: string[];
  likedTracks: boolean;
  albums: boolean;
  artists: boolean;
  keepInSync: boolean;
  /** `unclear`: a value the page never sends, answered with its own page. */
  copies: 'update' | 'new' | 'unclear' | null;
}
export const startForm = Joi.object<StartForm>({
  csrf,
  playlists: Joi.array()
    .items(Joi.string().allow(''))
    .single()
    .custom((ids: string[]) => ids.filter(Boolean).slice(0, PLAYLISTS_SHOWN))
    .default([])
    .failover([]),
  likedTracks: box,
  albums: box,
  artists: box,
  keepInSync: box,
  copies: Joi.string().valid('update', 'new').default(null).failover('unclear'),
})
  .unknown(true)
  .default();

/** A form that only does what its address says (try again): its token. */
export interface TokenForm {
  csrf: string;
}
export const tokenForm = Joi.object<TokenForm>({ csrf }).unknown(true).default();

/** A destination id as a search result carries it: printable, no spaces, of sane length. */
const PICK_SHAPE = /^[\x21-\x7e]{1,200}$/;

/** "Use this one": the item, and the found item to add instead of the best guess. */
export interface ChoiceForm {
  csrf: string;
  /** null: the form names no item of a report. */
  item: ItemKey | null;
  /** The found item's id; null to take the best guess; false when it is no id a search gave. */
  pick: string | null | false;
}
export const choiceForm = Joi.object<ChoiceForm>({
  csrf,
  item: itemKey.default(null).failover(null),
  pick: Joi.string().pattern(PICK_SHAPE).default(null).failover(false),
})
  .unknown(true)
  .default();

/** What a choice on the summary came to, as its redirect tells the page. */
export const OUTCOMES = [
  'added',
  'already',
  'present',
  'busy',
  'notAllowed',
  'signInAgain',
  'unreachable',
  'refused',
  'retried',
] as const;
export type OutcomeCode = (typeof OUTCOMES)[number];

/** The summary's address: the outcome of a choice just made, or a search of the destination for one item. */
export type SummaryQuery = {
  /** An item the person chose for, with what came of it. */
  choice: ItemKey | null;
  outcome: OutcomeCode | null;
  /** The item to search for; `invalid` names none; absent when nothing is searched. */
  find: ItemKey | 'invalid' | null;
  /** What the person typed, trimmed; null when a field came as something other than text. */
  title: string | null;
  artist: string | null;
};
export const summaryQuery = Joi.object<SummaryQuery>({
  choice: itemKey.default(null).failover(null),
  outcome: Joi.string()
    .valid(...OUTCOMES)
    .default(null)
    .failover(null),
  find: itemKey.default(null).failover('invalid'),
  title: Joi.string().allow('').trim().default('').failover(null),
  artist: Joi.string().allow('').trim().default('').failover(null),
})
  .unknown(true)
  .default();

/** A listener's page of syncs: its signed link, and the sync just stopped. */
export interface SyncsQuery {
  /** The link as given; anything but text is a malformed link. */
  link: string | null | undefined;
  stopped: string | null;
}
export const syncsQuery = Joi.object<SyncsQuery>({
  link: Joi.string().allow('').failover(null),
  stopped: text.default(null),
})
  .unknown(true)
  .default();

/**
 * Stopping one sync from that page: the link again, which sync, and whether the person confirmed
 * (`confirm=yes`, sent only by the confirmation page's form; the stop button asks first).
 */
export interface StopSyncForm {
  link: string | null | undefined;
  sync: string | null;
  confirm: boolean;
}
export const stopSyncForm = Joi.object<StopSyncForm>({
  link: Joi.string().allow('').failover(null),
  sync: text.default(null),
  confirm: Joi.string()
    .valid('yes')
    .custom(() => true)
    .default(false)
    .failover(false),
})
  .unknown(true)
  .default();
