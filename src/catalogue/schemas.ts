import Joi from 'joi';
import { SERVICE_IDS, type ServiceId } from '../integrations/serviceIds.js';
import type { SearchType } from '../integrations/types.js';

/** C1's body. */
export interface SearchBody {
  type: SearchType;
  track?: string;
  artist?: string;
  album?: string;
  sources: ServiceId[];
}

export const searchBody = Joi.object<SearchBody, true>({
  type: Joi.string().valid('track', 'album', 'artist').required(),
  track: Joi.string().max(300),
  artist: Joi.string().max(300),
  album: Joi.string().max(300),
  sources: Joi.array()
    .items(Joi.string().valid(...SERVICE_IDS))
    .min(1)
    .unique()
    .required(),
})
  .or('track', 'artist', 'album')
  .required();
