import { createHash } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import { artistMbid, recordingMbid, releaseMbid } from '../catalogue/musicBrainz.js';
import type { EmulatedPlaylist, EmulatedUser, PlaylistEntry } from '../kit/library.js';

// Jellyfin's shapes as its OpenAPI document names them and the recorded BaseItemDto bodies show
// them: PascalCase members, GUIDs as 32 hex digits, durations in ticks of 100 ns. Optional members
// (ItemFields) come only when a query's `fields` asks for them; a single item's read sends them all.

const TICKS_PER_MS = 10_000;

/** A GUID in Jellyfin's "N" form, named by what it is for: the same on every run. */
export const guid = (...parts: (string | number)[]) => createHash('md5').update(parts.join(':')).digest('hex');

/** The optional members of an item a query's `fields` can ask for, among those this server sends. */
export type Fields = ReadonlySet<string> | 'all';

const wants = (fields: Fields, name: string) => fields === 'all' || fields.has(name);

/** Who reads an item: their favourites fill its UserData. */
export interface Reader {
  serverId: string;
  user: EmulatedUser;
  view: ServiceCatalogue;
}

const favourite = (list: { id: string }[], id: string) => list.some((s) => s.id === id);

function userData(id: string, key: string, isFavorite: boolean) {
  return { PlaybackPositionTicks: 0, PlayCount: 0, IsFavorite: isFavorite, Played: false, Key: key, ItemId: id };
}

const pair = (item: { id: string; name: string }) => ({ Name: item.name, Id: item.id });

/** An image's tag: it changes when the image does. */
const imageTag = (id: string, type: string) => guid('image', type, id);
/** A BlurHash of the image, the placeholder clients draw while it loads (any string of its alphabet). */
const blurHash = (tag: string) =>
  `W${Buffer.from(tag, 'hex')
    .toString('base64')
    .replace(/[^0-9A-Za-z]/g, 'x')}`;

/** The images an item has, by type, as `ImageTags` and `ImageBlurHashes` name them. */
function images(id: string, types: string[], backdrop = false) {
  const tags = Object.fromEntries(types.map((type) => [type, imageTag(id, type)]));
  const backdrops = backdrop ? [imageTag(id, 'Backdrop')] : [];
  const hashes: Record<string, Record<string, string>> = {};
  for (const [type, tag] of Object.entries(tags)) hashes[type] = { [tag]: blurHash(tag) };
  if (backdrop) hashes.Backdrop = { [backdrops[0]]: blurHash(backdrops[0]) };
  return { ImageTags: tags, BackdropImageTags: backdrops, ImageBlurHashes: hashes };
}

/** The MBIDs of several artists, as Jellyfin writes them under one key: joined by `/`. */
function artistMbids(view: ServiceCatalogue, artists: { id: string }[]): string | null {
  const mbids = artists
    .map((a) => view.artist(a.id)?.artistKey)
    .filter((key): key is string => Boolean(key))
    .map(artistMbid);
  return mbids.length ? mbids.join('/') : null;
}

/** Provider ids without the ones the files carry no tag for. */
const providerIds = (ids: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(ids).filter((entry): entry is [string, string] => entry[1] !== null));

const pad4 = (n: number) => String(n).padStart(4, '0');
const year = (album: ServiceAlbum | undefined) => Number((album?.releaseDate ?? '2000').slice(0, 4));
const premiere = (album: ServiceAlbum | undefined) => `${album?.releaseDate ?? '2000-01-01'}T00:00:00.0000000Z`;
const libraryDate = '2024-01-01T00:00:00.0000000Z';

/** The file a track is, as Jellyfin reads it: one FLAC audio stream. */
function mediaStream(bitRate: number) {
  return {
    Codec: 'flac',
    TimeBase: '1/44100',
    VideoRange: 'Unknown',
    VideoRangeType: 'Unknown',
    AudioSpatialFormat: 'None',
    DisplayTitle: 'FLAC - Stereo',
    IsInterlaced: false,
    IsAVC: false,
    ChannelLayout: 'stereo',
    BitRate: bitRate,
    Channels: 2,
    SampleRate: 44100,
    IsDefault: false,
    IsForced: false,
    IsHearingImpaired: false,
    Type: 'Audio',
    Index: 0,
    IsExternal: false,
    IsTextSubtitleStream: false,
    SupportsExternalStream: false,
    Level: 0,
  };
}

function mediaSource(track: ServiceTrack, path: string) {
  const bitRate = 900_000 + (parseInt(track.id.slice(0, 4), 16) % 200_000);
  return {
    Protocol: 'File',
    Id: track.id,
    Path: path,
    Type: 'Default',
    Container: 'flac',
    Size: Math.round((track.durationMs / 1000) * (bitRate / 8)),
    Name: path
      .split('/')
      .pop()!
      .replace(/\.flac$/, ''),
    IsRemote: false,
    ETag: guid('etag', track.id),
    RunTimeTicks: track.durationMs * TICKS_PER_MS,
    ReadAtNativeFramerate: false,
    IgnoreDts: false,
    IgnoreIndex: false,
    GenPtsInput: false,
    SupportsTranscoding: true,
    SupportsDirectStream: true,
    SupportsDirectPlay: true,
    IsInfiniteStream: false,
    RequiresOpening: false,
    RequiresClosing: false,
    RequiresLooping: false,
    SupportsProbing: true,
    MediaStreams: [mediaStream(bitRate)],
    MediaAttachments: [],
    Formats: [],
    Bitrate: bitRate,
    RequiredHttpHeaders: {},
    TranscodingSubProtocol: 'http',
    DefaultAudioStreamIndex: 0,
  };
}

/** A track (`Type: "Audio"`); `entry` where it is read as a playlist's entry. */
export function audioItem(track: ServiceTrack, reader: Reader, fields: Fields, entry?: PlaylistEntry) {
  const { view, user, serverId } = reader;
  const album = view.album(track.album.id);
  const index = album ? album.trackIds.indexOf(track.id) + 1 : 0;
  const albumArtists = album?.artists ?? track.artists.slice(0, 1);
  const albumArtist = albumArtists.map((a) => a.name).join(' & ');
  const sortName = `${pad4(1)} - ${pad4(index)} - ${track.name}`;
  const path = `/media/music/${albumArtist}/${track.album.name}/${String(index).padStart(2, '0')} ${track.name}.flac`;
  const key = `${albumArtist}-${track.album.name}-${pad4(1)}-${pad4(index)}${track.name}`;
  return {
    Name: track.name,
    ServerId: serverId,
    Id: track.id,
    ...(entry ? { PlaylistItemId: entry.entryId } : {}),
    ...(wants(fields, 'DateCreated') ? { DateCreated: libraryDate } : {}),
    ...(wants(fields, 'CanDelete') ? { CanDelete: false } : {}),
    ...(wants(fields, 'CanDownload') ? { CanDownload: true } : {}),
    HasLyrics: false,
    Container: 'flac',
    ...(wants(fields, 'SortName') ? { SortName: sortName } : {}),
    PremiereDate: premiere(album),
    ...(wants(fields, 'MediaSources') ? { MediaSources: [mediaSource(track, path)] } : {}),
    ...(wants(fields, 'Path') ? { Path: path } : {}),
    ChannelId: null,
    RunTimeTicks: track.durationMs * TICKS_PER_MS,
    ProductionYear: year(album),
    IndexNumber: index,
    ParentIndexNumber: 1,
    ...(wants(fields, 'ProviderIds')
      ? {
          ProviderIds: track.recordingKey
            ? providerIds({
                MusicBrainzArtist: artistMbids(view, track.artists),
                MusicBrainzAlbumArtist: artistMbids(view, albumArtists),
                MusicBrainzAlbum: album?.albumKey ? releaseMbid(album.albumKey) : null,
                // As servers up to 10.9 file it (recorded): the recording's id under MusicBrainzTrack.
                MusicBrainzTrack: recordingMbid(track.recordingKey),
              })
            : {},
        }
      : {}),
    IsFolder: false,
    ...(wants(fields, 'ParentId') ? { ParentId: track.album.id } : {}),
    Type: 'Audio',
    UserData: userData(track.id, key, favourite(user.liked, track.id)),
    Artists: track.artists.map((a) => a.name),
    ArtistItems: track.artists.map(pair),
    Album: track.album.name,
    AlbumId: track.album.id,
    // The cover is the album's: the track has no image of its own, and names its album's.
    AlbumPrimaryImageTag: imageTag(track.album.id, 'Primary'),
    AlbumArtist: albumArtist,
    AlbumArtists: albumArtists.map(pair),
    ...(wants(fields, 'MediaStreams') ? { MediaStreams: mediaSource(track, path).MediaStreams } : {}),
    ImageTags: {},
    BackdropImageTags: [],
    ImageBlurHashes: {
      Primary: { [imageTag(track.album.id, 'Primary')]: blurHash(imageTag(track.album.id, 'Primary')) },
    },
    LocationType: 'FileSystem',
    MediaType: 'Audio',
  };
}

export function albumItem(album: ServiceAlbum, reader: Reader, fields: Fields) {
  const { view, user, serverId } = reader;
  const ticks = album.trackIds.reduce((sum, id) => sum + (view.track(id)?.durationMs ?? 0), 0) * TICKS_PER_MS;
  const albumArtist = album.artists.map((a) => a.name).join(' & ');
  return {
    Name: album.name,
    ServerId: serverId,
    Id: album.id,
    ...(wants(fields, 'Etag') ? { Etag: guid('etag', album.id) } : {}),
    ...(wants(fields, 'DateCreated') ? { DateCreated: libraryDate } : {}),
    ...(wants(fields, 'CanDelete') ? { CanDelete: false } : {}),
    ...(wants(fields, 'CanDownload') ? { CanDownload: false } : {}),
    ...(wants(fields, 'SortName') ? { SortName: album.name.toLowerCase() } : {}),
    PremiereDate: premiere(album),
    ...(wants(fields, 'Path') ? { Path: `/media/music/${albumArtist}/${album.name}` } : {}),
    ChannelId: null,
    ...(wants(fields, 'CumulativeRunTimeTicks') ? { CumulativeRunTimeTicks: ticks } : {}),
    RunTimeTicks: ticks,
    ProductionYear: year(album),
    ...(wants(fields, 'ProviderIds')
      ? {
          ProviderIds: album.albumKey
            ? providerIds({
                MusicBrainzAlbum: releaseMbid(album.albumKey),
                MusicBrainzAlbumArtist: artistMbids(view, album.artists),
              })
            : {},
        }
      : {}),
    IsFolder: true,
    Type: 'MusicAlbum',
    UserData: userData(album.id, `MusicAlbum-${albumArtist}-${album.name}`, favourite(user.albums, album.id)),
    ...(wants(fields, 'RecursiveItemCount') ? { RecursiveItemCount: album.trackIds.length } : {}),
    ...(wants(fields, 'ChildCount') ? { ChildCount: album.trackIds.length } : {}),
    Artists: album.artists.map((a) => a.name),
    ArtistItems: album.artists.map(pair),
    AlbumArtist: albumArtist,
    AlbumArtists: album.artists.map(pair),
    ...images(album.id, ['Primary']),
    LocationType: 'FileSystem',
    MediaType: 'Unknown',
  };
}

export function artistItem(artist: ServiceArtist, reader: Reader, fields: Fields) {
  const { user, serverId } = reader;
  const mbid = artist.artistKey ? artistMbid(artist.artistKey) : null;
  return {
    Name: artist.name,
    ServerId: serverId,
    Id: artist.id,
    ...(wants(fields, 'SortName') ? { SortName: artist.name.toLowerCase() } : {}),
    ChannelId: null,
    RunTimeTicks: 0,
    ...(wants(fields, 'ProviderIds') ? { ProviderIds: providerIds({ MusicBrainzArtist: mbid }) } : {}),
    IsFolder: true,
    Type: 'MusicArtist',
    UserData: userData(
      artist.id,
      mbid ? `Artist-Musicbrainz-${mbid}` : `Artist-${artist.name}`,
      favourite(user.artists, artist.id),
    ),
    ...images(artist.id, ['Primary', 'Logo'], true),
    LocationType: 'FileSystem',
    MediaType: 'Unknown',
  };
}

/** The playlist's ETag: it moves with every write, as the server's does when it saves the playlist. */
export const playlistEtag = (playlist: EmulatedPlaylist) => guid('etag', playlist.id, playlist.version);

export function playlistItem(playlist: EmulatedPlaylist, reader: Reader, fields: Fields) {
  const { view, serverId } = reader;
  const ticks = playlist.entries.reduce((sum, e) => sum + (view.track(e.trackId)?.durationMs ?? 0), 0) * TICKS_PER_MS;
  return {
    Name: playlist.name,
    ServerId: serverId,
    Id: playlist.id,
    ...(wants(fields, 'Etag') ? { Etag: playlistEtag(playlist) } : {}),
    ...(wants(fields, 'DateCreated') ? { DateCreated: playlist.createdAt } : {}),
    ...(wants(fields, 'CanDelete') ? { CanDelete: true } : {}),
    ...(wants(fields, 'SortName') ? { SortName: playlist.name.toLowerCase() } : {}),
    ...(wants(fields, 'Path') ? { Path: `/config/data/playlists/${playlist.name}` } : {}),
    ChannelId: null,
    RunTimeTicks: ticks,
    ...(wants(fields, 'ProviderIds') ? { ProviderIds: {} } : {}),
    IsFolder: true,
    Type: 'Playlist',
    UserData: userData(playlist.id, playlist.id, false),
    ...(wants(fields, 'ChildCount') ? { ChildCount: playlist.entries.length } : {}),
    ...images(playlist.id, ['Primary']),
    LocationType: 'FileSystem',
    MediaType: 'Audio',
  };
}

/**
 * A Jellyfin user has one name, the one they sign in with; the seeded listeners chose their e-mail
 * as theirs, as on the Subsonic emulator.
 */
export const userNameOf = (user: { email: string }) => user.email;

export function userDto(user: EmulatedUser, serverId: string) {
  return {
    Name: userNameOf(user),
    ServerId: serverId,
    Id: user.id,
    HasPassword: true,
    HasConfiguredPassword: true,
    HasConfiguredEasyPassword: false,
    EnableAutoLogin: false,
    LastLoginDate: libraryDate,
    LastActivityDate: libraryDate,
  };
}

/** What the caller's MediaBrowser header said of it. */
export interface Caller {
  client: string;
  device: string;
  deviceId: string;
  version: string;
}

export function sessionInfo(user: EmulatedUser, caller: Caller, serverId: string) {
  return {
    AdditionalUsers: [],
    RemoteEndPoint: '127.0.0.1',
    PlayableMediaTypes: [],
    Id: guid('session', user.id, caller.deviceId),
    UserId: user.id,
    UserName: userNameOf(user),
    Client: caller.client,
    LastActivityDate: new Date().toISOString(),
    LastPlaybackCheckIn: '0001-01-01T00:00:00.0000000Z',
    DeviceName: caller.device,
    DeviceId: caller.deviceId,
    ApplicationVersion: caller.version,
    IsActive: true,
    SupportsMediaControl: false,
    SupportsRemoteControl: false,
    NowPlayingQueue: [],
    HasCustomDeviceName: false,
    ServerId: serverId,
    SupportedCommands: [],
  };
}

/** ASP.NET's ProblemDetails, as Jellyfin answers a 400 or a 404. */
export function problem(status: number, title: string, detail?: string) {
  return {
    type: `https://tools.ietf.org/html/rfc9110#section-15.${status >= 500 ? 6 : 5}.${(status % 100) + 1}`,
    title,
    status,
    ...(detail ? { detail } : {}),
    traceId: `00-${guid('trace', status, title).slice(0, 32)}-${guid('span', title).slice(0, 16)}-00`,
  };
}

/** A query's page of items: `Items`, `TotalRecordCount`, `StartIndex`. */
export const queryResult = (items: unknown[], total: number, startIndex: number) => ({
  Items: items,
  TotalRecordCount: total,
  StartIndex: startIndex,
});
