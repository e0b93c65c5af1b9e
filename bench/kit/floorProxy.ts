import { Agent } from 'node:http';
import express from 'express';
import got from 'got';
import { playlistItem, trackItem } from '../../src/integrations/spotify/mapping.js';
import { presentPlaylist, presentTrack } from '../../src/library/presenters.js';

// The least a proxied read can cost on the stack we run on, giving the same answer as ours, in a
// process of its own: Express takes the request, got asks the service on a kept-alive connection
// with the options our service client settles once, and the answer is parsed, mapped and presented
// with our own functions and sent back as JSON. No authentication, rate limit, budget, token,
// signed cursor, metrics or log: what the web process spends beyond this is the cost of those, and
// the ratio of the two barely depends on the machine.

const upstream = process.env.FLOOR_UPSTREAM!;
/** The listeners it reads for, by key (`/floor/<key>/<path on the service>`): their id and token. */
const listeners = JSON.parse(process.env.FLOOR_LISTENERS!) as Record<string, { id: string; accessToken: string }>;
const http = got.extend({
  throwHttpErrors: false,
  retry: { limit: 0 },
  responseType: 'text',
  timeout: { request: 10_000 },
  agent: { http: new Agent({ keepAlive: true, maxSockets: 64 }) },
  headers: { 'user-agent': 'floor' },
});

interface Paging<T> {
  items: T[];
  next: string | null;
  total: number;
}

const app = express();
// As our app: an ETag would hash every answer.
app.set('etag', false);
app.use('/floor', async (req, res) => {
  const [key, ...rest] = req.url.slice(1).split('/');
  const listener = listeners[key!]!;
  const path = rest.join('/');
  // Per call, as our service client gives them: the listener's token and what it accepts.
  const headers = { accept: 'application/json', authorization: `Bearer ${listener.accessToken}` };
  const body = JSON.parse((await http(`${upstream}/${path}`, { method: 'GET', headers })).body) as Paging<never>;
  const results = path.startsWith('v1/me/playlists')
    ? body.items.map((p) => presentPlaylist(playlistItem(p, listener.id)))
    : body.items.map((item: { added_at: string; track: never }) =>
        presentTrack(trackItem(item.track, { addedAt: item.added_at })),
      );
  res.json({ results, nextParam: body.next, totalItems: body.total });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('READY'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
