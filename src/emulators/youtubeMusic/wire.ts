// YouTube Data API v3 resources, built from the catalogue and the emulated libraries.
// Each resource's shape has a module of its own; this one gathers them, with the API key and the
// daily quota, for those who import them from here.

export { EMULATOR_API_KEY } from './apiRequests.js';
export { DailyQuota, EMULATOR_DAILY_QUOTA, pacificDay } from './dailyQuota.js';
export { PARTS, SERVED_PARTS, type ResourceType } from './parts.js';
export { etag } from './resource.js';
export { htmlEscape, videoSearchResult, channelSearchResult } from './searchWire.js';
export { isoDuration, videoObject } from './videoWire.js';
export { type ChannelRef, channelObject, subscriptionId, subscriptionObject } from './channelWire.js';
export { playlistObject, playlistItemObject } from './playlistWire.js';
export { listOf, offsetOf } from './listWire.js';
export { googleError } from './googleError.js';
