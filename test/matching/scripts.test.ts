import test from 'ava';
import { fold } from '../../src/matching/text.js';
import { prepare, score, type MatchableTrack } from '../../src/matching/score.js';
import { THRESHOLDS } from '../../src/matching/thresholds.js';

// Songs listed in their own script by one store and romanised by another. Kana and Hangul read
// through a transliteration meet the stores' romanisations; kanji get their Chinese reading and do
// not, and must then stay unmatched rather than meet the wrong song.

const track = (name: string, artist: string): MatchableTrack => ({
  name,
  artists: [artist],
  album: null,
  durationMs: 200_000,
  explicit: false,
  isrc: null,
});
const between = (a: MatchableTrack, b: MatchableTrack) => score(prepare(a), prepare(b)).score;

test('every script folds to Latin letters, the same way every time', (t) => {
  for (const text of ['うっせぇわ', 'アイドル', '방탄소년단', '紅蓮華', 'Кино', 'Ελλάδα'])
    t.regex(fold(text), /^[a-z0-9 ]+$/, text);
  // A voicing mark is part of the sound: ド is "do".
  t.is(fold('アイドル'), 'aidoru');
  t.is(fold('ヨルシカ'), fold('ヨルシカ'));
  // Only the runs of those scripts are transliterated: the rest folds as it would alone.
  t.is(fold('Björk ♥ 2 夜'), `${fold('Björk ♥ 2')} ${fold('夜')}`);
  t.is(fold('Кино 夜'), `${fold('Кино')} ${fold('夜')}`);
});

test('kana and Hangul listings meet the romanisations stores print', (t) => {
  t.true(between(track('ただ君に晴れ', 'ヨルシカ'), track('ただ君に晴れ', 'Yorushika')) >= THRESHOLDS.matched);
  t.true(between(track('봄날', '방탄소년단'), track('봄날', 'Bangtan Sonyeondan')) >= THRESHOLDS.matched);
  t.true(between(track('うっせぇわ', 'Ado'), track('Usseewa', 'Ado')) >= THRESHOLDS.guess);
  // The artist meets; a title the store translated rather than romanised is another title.
  t.true(between(track('ノーチラス', 'ヨルシカ'), track('Nautilus', 'Yorushika')) < THRESHOLDS.matched);
});

test('kanji romanised the Japanese way do not meet, and nothing wrong is matched instead', (t) => {
  t.true(between(track('紅蓮華', 'LiSA'), track('Gurenge', 'LiSA')) < THRESHOLDS.matched);
  t.true(between(track('夜に駆ける', 'YOASOBI'), track('Yoru ni Kakeru', 'YOASOBI')) < THRESHOLDS.matched);
  t.true(between(track('紅蓮華', 'LiSA'), track('炎', 'LiSA')) < THRESHOLDS.matched);
});
