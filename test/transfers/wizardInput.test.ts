import test from 'ava';
import fc from 'fast-check';
import type Joi from 'joi';
import {
  choiceForm,
  connectedQuery,
  launchBody,
  startForm,
  startQuery,
  stopSyncForm,
  summaryQuery,
  syncsQuery,
  tokenForm,
  wizardQuery,
} from '../../src/wizard/schemas.js';

// A person reads every answer of the wizard, so its schemas refuse nothing with a JSON error: any
// query string or form, however odd, becomes values the handlers answer with their own pages.

const SCHEMAS: Record<string, Joi.ObjectSchema> = {
  startQuery,
  wizardQuery,
  connectedQuery,
  summaryQuery,
  syncsQuery,
  startForm,
  tokenForm,
  choiceForm,
  stopSyncForm,
  launchBody,
};

const FIELDS = [
  'csrf',
  'playlists',
  'likedTracks',
  'albums',
  'artists',
  'keepInSync',
  'copies',
  'item',
  'pick',
  'find',
  'title',
  'artist',
  'choice',
  'outcome',
  'change',
  'error',
  'role',
  'service',
  'why',
  'returnUrl',
  'link',
  'stopped',
  'sync',
  'confirm',
  'code',
  'other',
];
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '1', '0.0', '3.4', 'update', 'new', 'source'));
// What a query string or an urlencoded form parses to: text, text given twice, or (qs) nested objects.
const value = fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), text));
const input = fc.oneof(fc.constant(undefined), fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }));

test('no value of a query string or a form fails a wizard schema', (t) => {
  for (const [name, schema] of Object.entries(SCHEMAS))
    fc.assert(
      fc.property(input, (raw) => {
        const { error } = schema.validate(raw, { abortEarly: false, stripUnknown: false });
        if (error) t.fail(`${name}: ${JSON.stringify(raw)} → ${error.message}`);
        return !error;
      }),
      { seed: 20261128, numRuns: 400 },
    );
  t.pass();
});

test('the start form reads as the page writes it', (t) => {
  const read = (raw: unknown) => startForm.validate(raw).value;
  t.like(read({ csrf: 'x', playlists: 'a', likedTracks: '1', albums: 'true' }), {
    csrf: 'x',
    playlists: ['a'],
    likedTracks: true,
    albums: false,
    artists: false,
    copies: null,
  });
  t.deepEqual(read({ playlists: ['a', '', 'b'] }).playlists, ['a', 'b']);
  t.is(read({ playlists: Array.from({ length: 600 }, (_, i) => `p${i}`) }).playlists.length, 500);
  t.is(read({ copies: 'update' }).copies, 'update');
  t.is(read({ copies: 'sideways' }).copies, 'unclear');
  t.is(read({ copies: ['new', 'update'] }).copies, 'unclear');
});

test('a choice names its item and its pick, or says it cannot', (t) => {
  const read = (raw: unknown) => choiceForm.validate(raw).value;
  t.like(read({ item: '2.14' }), { item: [2, 14], pick: null });
  t.like(read({ item: '2.x', pick: 'track:1' }), { item: null, pick: 'track:1' });
  t.like(read({ item: '2.1', pick: 'two words' }), { item: [2, 1], pick: false });
  t.like(read({ item: '2.1', pick: '' }), { pick: false });
});

test('the summary’s address: a search, a refused one, or none', (t) => {
  const read = (raw: unknown) => summaryQuery.validate(raw).value;
  t.like(read({}), { find: null, title: '', artist: '', choice: null, outcome: null });
  t.like(read({ find: '1.2', title: '  Song ', artist: ['a', 'b'] }), { find: [1, 2], title: 'Song', artist: null });
  t.like(read({ find: '' }), { find: 'invalid' });
  t.like(read({ choice: '1.2', outcome: 'added' }), { choice: [1, 2], outcome: 'added' });
  t.like(read({ choice: '1.2', outcome: 'exploded' }), { outcome: null });
});
