import type { RequestHandler } from 'express';
import { tokenRequestClient, type IssuedTokens, type OAuthServer } from '../kit/oauth.js';
import { formFields } from '../../http/unchecked.js';

// The auth host's token endpoint, secure.soundcloud.com/oauth/token, with its three grants.
// Refresh tokens are single-use: each refresh spends the one it was given and hands out a new one.

const AUTH_LINK = 'https://developers.soundcloud.com/docs/api/guide#authentication';

/** The spec's authentication error examples (ErrorInvalidGrant, ErrorInvalidClient, ErrorUnsupportedGrant). */
const authError = (code: number, message: string) => ({ code, message, link: AUTH_LINK });

/** The spec's ExpiringToken example: access token, its life, an empty scope, a refresh token. */
const expiringToken = (issued: IssuedTokens) => ({
  access_token: issued.accessToken,
  expires_in: issued.expiresIn,
  scope: '',
  refresh_token: issued.refreshToken,
  token_type: 'bearer',
});

/** `POST /oauth/token`: authorization code (the PKCE verifier must match), refresh token (single-use), client credentials. */
export function tokenRoute(oauth: OAuthServer): RequestHandler {
  const spent = new Set<string>();
  return (req, res) => {
    const body = formFields(req.body);
    const { clientId, clientSecret } = tokenRequestClient(req);
    const fail = (status: number, message: string) => void res.status(status).json(authError(status, message));
    if (!clientId || clientSecret === null || !oauth.checkClient(clientId, clientSecret))
      return fail(401, 'invalid_client');

    if (body.grant_type === 'authorization_code') {
      if (!body.code_verifier) return fail(400, 'invalid_grant');
      const issued = oauth.exchange(body.code ?? '', clientId, body.redirect_uri ?? '', body.code_verifier);
      if (typeof issued === 'string') return fail(400, 'invalid_grant');
      return void res.json(expiringToken(issued));
    }
    if (body.grant_type === 'refresh_token') {
      const given = body.refresh_token ?? '';
      const used = spent.has(given) ? null : oauth.useRefreshToken(given, clientId);
      const userKey = used ? oauth.userFor(used.accessToken) : null;
      if (!used || !userKey) return fail(400, 'invalid_grant');
      spent.add(given);
      return void res.json(expiringToken(oauth.issue(userKey, clientId, used.scope)));
    }
    if (body.grant_type === 'client_credentials')
      return void res.json(expiringToken(oauth.issue(`app:${clientId}`, clientId, '')));
    fail(400, 'unsupported_grant');
  };
}
