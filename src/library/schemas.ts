import Joi from 'joi';

const ids = (name: string) => Joi.array().items(Joi.string().min(1).max(200)).min(1).max(10_000).required().label(name);

type Visibility = 'public' | 'private';

export interface CreatePlaylistBody {
  name: string;
  description?: string;
  visibility?: Visibility;
}

export const createPlaylistBody = Joi.object<CreatePlaylistBody, true>({
  name: Joi.string().trim().min(1).max(300).required(),
  description: Joi.string().max(1000).allow(''),
  visibility: Joi.string().valid('public', 'private'),
}).required();

export type UpdatePlaylistBody = Partial<CreatePlaylistBody>;

export const updatePlaylistBody = Joi.object<UpdatePlaylistBody, true>({
  name: Joi.string().trim().min(1).max(300),
  description: Joi.string().max(1000).allow(''),
  visibility: Joi.string().valid('public', 'private'),
}).required();

export const saveAlbumBody = Joi.object<{ albumId: string }, true>({
  albumId: Joi.string().min(1).max(200).required(),
}).required();

export const trackIdsBody = Joi.object<{ trackIds: string[] }, true>({ trackIds: ids('trackIds') }).required();
export const albumIdsBody = Joi.object<{ albumIds: string[] }, true>({ albumIds: ids('albumIds') }).required();
export const artistIdsBody = Joi.object<{ artistIds: string[] }, true>({ artistIds: ids('artistIds') }).required();

export interface RemoveItemsBody {
  items: { id: string; entryId?: string | null }[];
}

export const removeItemsBody = Joi.object<RemoveItemsBody, true>({
  items: Joi.array()
    .items(
      Joi.object<RemoveItemsBody['items'][number], true>({
        id: Joi.string().min(1).max(200).required(),
        entryId: Joi.string().max(200).allow(null),
      }),
    )
    .min(1)
    .max(10_000)
    .required(),
}).required();

export interface UserSearchBody {
  type: 'track' | 'album' | 'artist';
  track?: string;
  artist?: string;
  album?: string;
  isrc?: string;
}

export const userSearchBody = Joi.object<UserSearchBody, true>({
  type: Joi.string().valid('track', 'album', 'artist').required(),
  track: Joi.string().max(300),
  artist: Joi.string().max(300),
  album: Joi.string().max(300),
  isrc: Joi.string()
    .pattern(/^[A-Za-z]{2}[A-Za-z0-9]{3}\d{7}$/)
    .message('isrc must be a 12-character ISRC'),
})
  .or('track', 'artist', 'album', 'isrc')
  .required();

/** The paging of the library's lists and searches (spec: `nextParam` and `limitParam`, both optional). */
export interface PagingQuery {
  nextParam?: string;
  limitParam?: number;
}

/** The paging parameters, for a query that takes them beside its own. */
export const pagingParameters = {
  // Whether this list signed it is for `PageParams.decode`, which knows the list.
  nextParam: Joi.string().empty('').messages({ '*': 'nextParam is not a value this service returned for this list.' }),
  // Any whole number from 1: the handler lowers it to what the service allows (spec: adjusted to its limits).
  limitParam: Joi.number()
    .integer()
    .min(1)
    .unsafe()
    .empty('')
    .messages({ '*': 'limitParam must be a whole number of at least 1.' }),
};

/** The stable codes of the paging parameters. */
export const PAGING_CODES = { nextParam: 'invalidNextParam', limitParam: 'invalidLimitParam' } as const;

export const pagingQuery = Joi.object<PagingQuery>(pagingParameters).unknown(true);
