import express, { Router, type RequestHandler } from 'express';
import { codeRedirect, codeRequestParser, tokenRequestClient, type OAuthServer } from '../kit/oauth.js';
import type { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { formFields } from '../../http/unchecked.js';

/** What Beatport grants its docs client, which third-party clients use (asked for no scope). */
export const GRANTED_SCOPE = 'app:docs user:dj';

/**
 * `/v4/auth/o/authorize/`: the sign-in page, then back to `redirect_uri` with `code` and `state`.
 * The authorize request names no scope: the client's own is granted.
 */
export function authorizeRoutes(oauth: OAuthServer, library: LibraryStore): Router {
  return signInRoutes({
    serviceName: 'Beatport',
    oauth,
    users: () => library.signInUsers(),
    parse: codeRequestParser(
      oauth,
      {
        responseType: 'unsupported_response_type',
        unknownClient: 'invalid_client',
        missingRedirectUri: 'invalid_request: Missing redirect URI.',
      },
      { defaultScope: GRANTED_SCOPE },
    ),
    redirect: codeRedirect,
  });
}

/**
 * `POST /v4/auth/o/token/` (django-oauth-toolkit): authorization code and refresh token, answered
 * with the token JSON or an OAuth error `{"error": …}`. The password grant is refused to public
 * clients, as Beatport has done since 2026.
 */
export function tokenRoute(oauth: OAuthServer): RequestHandler[] {
  const handler: RequestHandler = (req, res) => {
    const body = formFields(req.body);
    const { clientId, clientSecret } = tokenRequestClient(req);
    const fail = (status: number, error: string) => void res.status(status).json({ error });
    if (!clientId || !oauth.isClient(clientId) || !oauth.checkClient(clientId, clientSecret))
      return fail(401, 'invalid_client');
    const answer = (issued: { accessToken: string; refreshToken: string; expiresIn: number; scope: string }) =>
      void res.json({
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        token_type: 'Bearer',
        scope: issued.scope,
        refresh_token: issued.refreshToken,
      });
    switch (body.grant_type) {
      case 'authorization_code': {
        const issued = oauth.exchange(body.code ?? '', clientId, body.redirect_uri ?? '', body.code_verifier ?? null);
        return typeof issued === 'string' ? fail(400, 'invalid_grant') : answer(issued);
      }
      case 'refresh_token': {
        const issued = oauth.useRefreshToken(body.refresh_token ?? '', clientId);
        return issued ? answer(issued) : fail(400, 'invalid_grant');
      }
      case 'password':
      case 'client_credentials':
        return fail(400, 'unauthorized_client');
      default:
        return fail(400, 'unsupported_grant_type');
    }
  };
  return [express.urlencoded({ extended: false }), handler];
}
