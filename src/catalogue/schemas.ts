import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';

/** C1's body. */

export const searchBody = Joi.object({
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
