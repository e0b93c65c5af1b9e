import express from 'express';
import { listen, type Listening } from '../../src/emulators/kit/server.js';

/**
 * A partner's own page for tests: the Return URL of the hosted sign-in. It shows what the callback
 * carried, the way a partner app reads it.
 */
export async function startPartnerApp(): Promise<
  Listening & { callbackUrl: string; visits: Record<string, string>[] }
> {
  const visits: Record<string, string>[] = [];
  const app = express();
  app.get('/callback', (req, res) => {
    const values = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)]));
    visits.push(values);
    const rows = Object.entries(values)
      .map(([k, v]) => `<tr><th>${k}</th><td id="${k}">${v.replace(/[<>&"]/g, '')}</td></tr>`)
      .join('');
    res
      .type('html')
      .send(`<!doctype html><title>Partner app</title><h1>Back at the partner</h1><table>${rows}</table>`);
  });
  const server = await listen(app);
  return { ...server, callbackUrl: `${server.url}/callback`, visits };
}
