import type { RequestHandler } from 'express';
import { tokenRequestClient, type OAuthServer } from '../kit/oauth.js';
import type { LibraryStore } from '../kit/library.js';
import { formFields } from '../../http/unchecked.js';

/**
 * The token endpoint: authorization code (PKCE verifier required), refresh token (kept, not
 * rotated) and client credentials (app secret required), with OAuth error bodies.
 */
export function tokenRoute(oauth: OAuthServer, library: LibraryStore): RequestHandler {
  return (req, res) => {
    const body = formFields(req.body);
    const { clientId, clientSecret } = tokenRequestClient(req);
    const fail = (status: number, error: string, description: string) =>
      void res.status(status).json({ status, error, error_description: description });
    if (!clientId || !oauth.isClient(clientId)) return fail(401, 'invalid_client', 'Client not found');
    if (clientSecret !== null && !oauth.checkClient(clientId, clientSecret))
      return fail(401, 'invalid_client', 'Client authentication failed');
    const userId = (accessToken: string) => Number(library.user(oauth.userFor(accessToken) ?? '')?.id ?? 0);

    if (body.grant_type === 'authorization_code') {
      if (!body.code_verifier) return fail(400, 'invalid_request', 'code_verifier is required');
      const issued = oauth.exchange(body.code ?? '', clientId, body.redirect_uri ?? '', body.code_verifier);
      if (typeof issued === 'string')
        return fail(
          400,
          'invalid_grant',
          issued === 'redirect_mismatch'
            ? 'redirect_uri does not match'
            : 'Invalid authorization code or code_verifier',
        );
      const { accessToken, refreshToken, expiresIn, scope } = issued;
      return void res.json({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        refresh_token: refreshToken,
        scope,
        user_id: userId(accessToken),
      });
    }
    if (body.grant_type === 'refresh_token') {
      const issued = oauth.useRefreshToken(body.refresh_token ?? '', clientId);
      if (!issued) return fail(400, 'invalid_grant', 'Refresh token is invalid or revoked');
      return void res.json({
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        scope: issued.scope,
        user_id: userId(issued.accessToken),
      });
    }
    if (body.grant_type === 'client_credentials') {
      if (clientSecret === null) return fail(401, 'invalid_client', 'Client credentials need the client secret');
      const issued = oauth.issue(`app:${clientId}`, clientId, '');
      return void res.json({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn });
    }
    fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code, refresh_token or client_credentials');
  };
}
