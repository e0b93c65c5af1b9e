// The connect host: the sign-in page (`/oauth/auth.php`) and the code exchange (`/oauth/access_token.php`).
import type { RequestHandler } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import type { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';

/** `auth.php`: Deezer's own parameters (`app_id`, `perms`), and `error_reason` when the listener refuses. */
export function signInRoute(oauth: OAuthServer, library: LibraryStore) {
  return signInRoutes({
    serviceName: 'Deezer',
    oauth,
    users: () => library.signInUsers(),
    parse: (q) => {
      if (!q.app_id || !oauth.isClient(q.app_id)) return 'Invalid app_id';
      if (!q.redirect_uri) return 'Missing redirect_uri';
      return {
        clientId: q.app_id,
        redirectUri: q.redirect_uri,
        state: q.state ?? null,
        scope: q.perms ?? '',
        codeChallenge: null,
      };
    },
    redirect: (params, outcome) => {
      const url = new URL(params.redirectUri);
      if ('code' in outcome) url.searchParams.set('code', outcome.code);
      else url.searchParams.set('error_reason', 'user_denied');
      if (params.state) url.searchParams.set('state', params.state);
      return url.toString();
    },
  });
}

/** `access_token.php`: the token as text, or as JSON with `output=json`; failures are plain text, not errors. */
export function tokenRoute(oauth: OAuthServer): RequestHandler {
  return (req, res) => {
    const q = req.query as Record<string, string>;
    if (!q.app_id || !oauth.checkClient(q.app_id, q.secret ?? ''))
      return void res.type('text').send('wrong app_id or secret');
    const issued = oauth.exchange(q.code ?? '', q.app_id, null, null);
    if (typeof issued === 'string') return void res.type('text').send('wrong code');
    if (q.output === 'json') return void res.json({ access_token: issued.accessToken, expires: 0 });
    res.type('text').send(`access_token=${issued.accessToken}&expires=0`);
  };
}
