// The example values several resources' examples share, so that the document's examples tell one
// story: the same listener, the same moment, the same track and playlist everywhere.

export const USER = '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01';
export const SESSION = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b';
export const AT = '2026-11-24T10:00:00.000Z';

export const ARTIST = {
  id: '4Z8W4fKeB5YxbusRsdQVPb',
  entryId: null,
  name: 'Radiohead',
  imageUrl: null,
  followers: null,
};
export const TRACK = {
  id: '6LgJvl0Xdtc73RJ1mmpotq',
  entryId: null,
  name: 'Everything In Its Right Place',
  isrc: 'GBAYE0000351',
  duration: 251_000,
  imageUrl: null,
  previewUrl: null,
  album: { name: 'Kid A', id: '6GjwtEZcfenmOf6l18N7T7', totalItems: 10, artists: [ARTIST] },
  artists: [ARTIST],
  isAvailable: true,
  dateAdded: AT,
};
export const PLAYLIST = {
  name: 'Road Trip',
  id: '37i9dQZF1DXcBWIGoYBM5M',
  totalItems: 25,
  imageUrl: null,
  dateAdded: null,
  isOwner: true,
};
