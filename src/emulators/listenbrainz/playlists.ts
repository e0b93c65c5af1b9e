import { Router, type Request } from 'express';
import { fieldAt, isRecord } from '../../http/unchecked.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';
import { Refusal, UUID, booleanArg, nonNegative, type Caller, type Lb } from './state.js';
import { PLAYLIST_EXTENSION, RECORDING_URI, jspf, jspfTrack } from './wire.js';

/** `MAX_RECORDINGS_PER_ADD`. */
const ADD_MAX = 100;

type Body = Record<string, any>;

/** The routes of `/1/playlist/*` and a user's playlists, as `playlist_api.py` answers them. */
export function playlistRoutes(lb: Lb): Router {
  const router = Router();
  const { library } = lb;
  const nameOf = (key: string) => library.user(key)?.id ?? 'deleted-user';
  const collaboratorsOf = (p: EmulatedPlaylist) => lb.collaborators.get(p.id) ?? [];
  const visible = (p: EmulatedPlaylist, caller: Caller | null) =>
    p.isPublic || (caller !== null && (p.ownerKey === caller.key || collaboratorsOf(p).includes(nameOf(caller.key))));
  const modifiable = (p: EmulatedPlaylist, caller: Caller) =>
    p.ownerKey === caller.key || collaboratorsOf(p).includes(nameOf(caller.key));

  /** The playlist a route names, as the caller may see it. */
  const playlistFor = (req: Request, caller: Caller | null) => {
    const id = String(req.params.mbid);
    if (!UUID.test(id)) throw new Refusal(400, 'Provided playlist ID is invalid.');
    const playlist = library.playlist(id);
    if (!playlist || !visible(playlist, caller)) throw new Refusal(404, `Cannot find playlist: ${id}`);
    return playlist;
  };

  const serialize = (p: EmulatedPlaylist, withTracks: boolean, metadata = true) =>
    jspf(
      p,
      nameOf(p.ownerKey),
      collaboratorsOf(p),
      withTracks
        ? p.entries.map((e) => {
            const track = metadata ? lb.view.track(e.trackId) : undefined;
            return jspfTrack(e.trackId, e, nameOf(p.ownerKey), track, track ? lb.credit(track) : null);
          })
        : null,
    );

  /** `validate_playlist`: a `playlist` element, a non-empty title where one is sent, a boolean public, MBID tracks. */
  const validated = (raw: unknown, requireCreate: boolean): Body => {
    const element = fieldAt(raw, 'playlist');
    if (!isRecord(element)) throw new Refusal(400, "JSPF playlist requires 'playlist' element");
    const playlist: Body = element;
    const ext = (playlist.extension ?? {})[PLAYLIST_EXTENSION] ?? {};
    if (requireCreate && !('title' in playlist))
      throw new Refusal(400, 'JSPF playlist must contain a title element with the title of the playlist.');
    if (requireCreate && !('public' in ext))
      throw new Refusal(
        400,
        'JSPF playlist.extension.https://musicbrainz.org/doc/jspf#playlist.public field must be given.',
      );
    if ('title' in playlist && !playlist.title)
      throw new Refusal(400, 'JSPF playlist must contain a title element with the title of the playlist.');
    if ('public' in ext && typeof ext.public !== 'boolean')
      throw new Refusal(400, 'JSPF playlist public field must contain a boolean.');
    for (const [i, track] of ((playlist.track ?? []) as Body[]).entries()) {
      const uri = track?.identifier;
      if (!uri)
        throw new Refusal(400, `JSPF playlist track ${i} must contain an identifier element with recording MBID.`);
      if (typeof uri !== 'string' || !uri.startsWith(RECORDING_URI))
        throw new Refusal(
          400,
          `JSPF playlist track ${i} identifier must have the namespace '${RECORDING_URI}' prepended to it.`,
        );
      if (!UUID.test(uri.slice(RECORDING_URI.length)))
        throw new Refusal(400, `JSPF playlist track ${i} does not contain a valid track identifier field.`);
    }
    return playlist;
  };

  const collaboratorNames = (owner: EmulatedUser, ext: Body): string[] => {
    const named = ext.collaborators ?? [];
    if (!Array.isArray(named)) throw new Refusal(400, 'Collaborators must be a list.');
    const unique = [...new Set(named.map(String))].filter((n) => n !== owner.id);
    for (const name of unique) if (!lb.userNamed(name)) throw new Refusal(400, `Collaborator ${name} doesn't exist`);
    return unique.map((n) => lb.userNamed(n)!.id);
  };

  const listener = (caller: Caller | null): EmulatedUser => {
    // Our app's own account has no library here: it may look up, not write.
    if (!caller?.user) throw new Refusal(403, 'You are not allowed to carry out this operation.');
    return caller.user;
  };
  const recordings = (playlist: Body) =>
    ((playlist.track ?? []) as Body[]).map((t) => String(t.identifier).slice(RECORDING_URI.length).toLowerCase());
  const ok = { status: 'ok' };

  router.get('/user/:name/playlists', (req, res) => {
    const caller = lb.caller(req, true);
    const count = nonNegative(req.query.count, 25, 'count');
    const offset = nonNegative(req.query.offset, 0, 'offset');
    const owner = lb.userNamed(String(req.params.name));
    if (!owner) throw new Refusal(404, `Cannot find user: ${req.params.name}`);
    const all = library
      .userPlaylists(owner)
      .filter((p) => p.ownerKey === owner.key && (p.isPublic || caller?.key === owner.key));
    const page = count === 0 ? all.slice(offset) : all.slice(offset, offset + count);
    res.json({ playlists: page.map((p) => serialize(p, false)), playlist_count: all.length, offset, count });
  });

  router.post('/playlist/create', (req, res) => {
    const user = listener(lb.caller(req, false));
    const playlist = validated(req.body, true);
    const ext = (playlist.extension ?? {})[PLAYLIST_EXTENSION] ?? {};
    if (playlist.created_for)
      throw new Refusal(
        403,
        'Playlist contains a created_for field, but submitting user is not an approved playlist bot.',
      );
    const collaborators = collaboratorNames(user, ext);
    const created = library.createPlaylist(user, {
      name: String(playlist.title),
      description: typeof playlist.annotation === 'string' ? playlist.annotation : '',
      isPublic: ext.public,
    });
    if (collaborators.length) lb.collaborators.set(created.id, collaborators);
    const tracks = recordings(playlist);
    if (tracks.length) library.addEntries(created, tracks);
    res.json({ status: 'ok', playlist_mbid: created.id });
  });

  router.post('/playlist/edit/:mbid', (req, res) => {
    const caller = lb.caller(req, false);
    const changes = validated(req.body, false);
    const playlist = playlistFor(req, caller);
    if (playlist.ownerKey !== caller!.key) throw new Refusal(403, 'You are not allowed to edit this playlist.');
    const ext = (changes.extension ?? {})[PLAYLIST_EXTENSION] ?? {};
    if ('public' in ext) playlist.isPublic = ext.public;
    if ('annotation' in changes) playlist.description = changes.annotation ? String(changes.annotation) : '';
    if (changes.title) playlist.name = String(changes.title);
    // Every field is overwritten: collaborators not named are no longer collaborators.
    lb.collaborators.set(playlist.id, collaboratorNames(listener(caller), ext));
    library.touch(playlist);
    res.json(ok);
  });

  router.get('/playlist/:mbid', (req, res) => {
    const fetchMetadata = booleanArg(req.query.fetch_metadata, true, 'fetch_metadata');
    const caller = lb.caller(req, true);
    res.json(serialize(playlistFor(req, caller), true, fetchMetadata));
  });

  const writable = (req: Request, refusal: string) => {
    const caller = lb.caller(req, false)!;
    const playlist = playlistFor(req, caller);
    if (!modifiable(playlist, caller)) throw new Refusal(403, refusal);
    return playlist;
  };

  const add = (req: Request, offset: number | undefined) => {
    const playlist = writable(req, 'You are not allowed to add recordings to this playlist.');
    const body = validated(req.body, false);
    const tracks = recordings(body);
    if (tracks.length > ADD_MAX) throw new Refusal(400, `You may only add max ${ADD_MAX} recordings per call.`);
    library.addEntries(playlist, tracks, offset);
  };
  router.post('/playlist/:mbid/item/add', (req, res) => {
    add(req, undefined);
    res.json(ok);
  });
  router.post('/playlist/:mbid/item/add/:offset', (req, res) => {
    if (!/^\d+$/.test(String(req.params.offset))) throw new Refusal(404, 'Not found');
    add(req, Number(req.params.offset));
    res.json(ok);
  });

  const integer = (value: unknown) =>
    Number.isInteger(Number(value)) && value !== null && value !== '' ? Number(value) : NaN;

  router.post('/playlist/:mbid/item/move', (req, res) => {
    const playlist = writable(req, 'You are not allowed to move recordings in this playlist.');
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    if (!['mbid', 'from', 'to', 'count'].every((k) => k in body))
      throw new Refusal(
        400,
        "post data for a move instruction must include the keys 'from', 'to', 'count' and 'mbid'.",
      );
    if (!UUID.test(String(body.mbid))) throw new Refusal(400, 'move instruction mbid is not a valid mbid.');
    const [from, to, count] = [integer(body.from), integer(body.to), integer(body.count)];
    if (![from, to, count].every((v) => Number.isInteger(v) && v >= 0))
      throw new Refusal(400, "move instruction values for 'from', 'to' and 'count' must all be positive integers.");
    // A move is a delete of the range and an add of it at `to` in what is left.
    if (count < 1 || from >= playlist.entries.length)
      throw new Refusal(500, 'Failed to move recordings in the playlist. Please try again.');
    const moved = playlist.entries.splice(from, count);
    playlist.entries.splice(Math.min(to, playlist.entries.length), 0, ...moved);
    library.touch(playlist);
    res.json(ok);
  });

  router.post('/playlist/:mbid/item/delete', (req, res) => {
    const playlist = writable(req, 'You are not allowed to remove recordings from this playlist.');
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    if (!('index' in body) || !('count' in body))
      throw new Refusal(400, "post data for a remove instruction must include the keys 'index' and 'count'.");
    const [index, count] = [integer(body.index), integer(body.count)];
    if (![index, count].every((v) => Number.isInteger(v) && v >= 0))
      throw new Refusal(400, "move instruction values for 'index' and 'count' must all be positive integers.");
    // Past the end, or nothing to remove: the database refuses, and the route says it failed.
    if (count < 1 || index >= playlist.entries.length)
      throw new Refusal(500, 'Failed to deleting recordings from the playlist. Please try again.');
    playlist.entries.splice(index, count);
    library.touch(playlist);
    res.json(ok);
  });

  router.post('/playlist/:mbid/delete', (req, res) => {
    const caller = lb.caller(req, false)!;
    const playlist = playlistFor(req, caller);
    if (playlist.ownerKey !== caller.key) throw new Refusal(403, 'You are not allowed to delete this playlist.');
    library.deletePlaylist(caller.user!, playlist.id);
    lb.collaborators.delete(playlist.id);
    res.json(ok);
  });

  return router;
}
