import { Router } from 'express';
import { Refusal, UUID, booleanArg, type Lb } from './state.js';
import { artistMetadata, recordingMetadata } from './wire.js';

/** `MAX_MAPPING_QUERY_LENGTH`: the names of one lookup, together. */
const MAX_QUERY_LENGTH = 250;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** MusicBrainz metadata (`metadata_api.py`): recordings and artists by MBID, and the lookup by names. */
export function metadataRoutes(lb: Lb): Router {
  const router = Router();
  const { view } = lb;
  const incOf = (raw: unknown) =>
    new Set(
      String(raw ?? '')
        .split(/[\s+]+/)
        .filter(Boolean),
    );
  const mbids = (raw: unknown, name: string) => {
    const ids = String(raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0 || ids.some((id) => !UUID.test(id)))
      throw new Refusal(400, `${name} argument is invalid or missing`);
    return ids.map((id) => id.toLowerCase());
  };
  const metadataOf = (id: string, inc: Set<string>) => {
    const track = view.track(id)!;
    return recordingMetadata(track, lb.credit(track), view.album(track.album.id), (a) => view.artist(a), inc);
  };

  router.get('/recording/', (req, res) => {
    const inc = incOf(req.query.inc);
    // A recording MusicBrainz does not have is left out.
    const found = mbids(req.query.recording_mbids, 'recording_mbids').filter((id) => view.track(id));
    res.json(Object.fromEntries(found.map((id) => [id, metadataOf(id, inc)])));
  });

  router.get('/artist/', (req, res) => {
    const found = mbids(req.query.artist_mbids, 'artist_mbids')
      .map((id) => view.artist(id))
      .filter((a) => a !== undefined);
    res.json(found.map(artistMetadata));
  });

  // The lookup wants a token, whoever asks (it was scraped).
  router.get('/lookup/', (req, res) => {
    lb.caller(req, false);
    const artist = String(req.query.artist_name ?? '').trim();
    const recording = String(req.query.recording_name ?? '').trim();
    const release = String(req.query.release_name ?? '').trim();
    if (!artist) throw new Refusal(400, 'artist_name is invalid or not present in arguments');
    if (!recording) throw new Refusal(400, 'recording_name is invalid or not present in arguments');
    if (artist.length + recording.length + release.length > MAX_QUERY_LENGTH)
      throw new Refusal(400, `The total length of the query arguments must not exceed ${MAX_QUERY_LENGTH} characters.`);
    const withMetadata = booleanArg(req.query.metadata, false, 'metadata');
    const inc = incOf(req.query.inc);
    // The best match of the names, when the artist credit is the one asked for: else nothing.
    const candidates = view.searchTracks(
      { track: recording, artist, ...(release ? { album: release } : {}) },
      0,
      10,
    ).items;
    const credited = (t: (typeof candidates)[number]) =>
      lb.credit(t).artists.some((a) => same(a.artist_credit_name, artist));
    const best =
      candidates.find((t) => same(t.name, recording) && same(lb.credit(t).name, artist)) ??
      candidates.find((t) => same(t.name, recording) && credited(t)) ??
      candidates.find(credited);
    if (!best) return void res.json({});
    const credit = lb.credit(best);
    res.json({
      artist_credit_name: credit.name,
      artist_mbids: credit.artists.map((a) => a.artist_mbid),
      recording_mbid: best.id,
      recording_name: best.name,
      release_mbid: best.album.id,
      release_name: best.album.name,
      ...(withMetadata ? { metadata: metadataOf(best.id, inc) } : {}),
    });
  });

  return router;
}
