import type { RequestHandler } from 'express';
import { tokenRequestClient, type OAuthServer } from '../kit/oauth.js';
import { formFields } from '../../http/unchecked.js';

/**
 * The accounts token endpoint: authorization code (client secret in Basic or PKCE verifier),
 * refresh token, and client credentials, answering Spotify's token JSON or its OAuth error.
 */
export function tokenRoute(oauth: OAuthServer): RequestHandler {
  return (req, res) => {
    const body = formFields(req.body);
    const { clientId, clientSecret } = tokenRequestClient(req);
    const fail = (status: number, error: string, description: string) =>
      void res.status(status).json({ error, error_description: description });
    if (!clientId || !oauth.isClient(clientId)) return fail(401, 'invalid_client', 'Invalid client');
    if (clientSecret !== null && !oauth.checkClient(clientId, clientSecret))
      return fail(401, 'invalid_client', 'Invalid client secret');

    if (body.grant_type === 'authorization_code') {
      if (clientSecret === null && !body.code_verifier) return fail(400, 'invalid_request', 'code_verifier required');
      const issued = oauth.exchange(body.code ?? '', clientId, body.redirect_uri ?? '', body.code_verifier ?? null);
      if (typeof issued === 'string')
        return fail(
          400,
          'invalid_grant',
          issued === 'redirect_mismatch' ? 'Invalid redirect URI' : 'Invalid authorization code',
        );
      return void res.json({
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        scope: issued.scope,
      });
    }
    if (body.grant_type === 'refresh_token') {
      const issued = oauth.useRefreshToken(body.refresh_token ?? '', clientId);
      if (!issued) return fail(400, 'invalid_grant', 'Refresh token revoked');
      return void res.json({
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        scope: issued.scope,
      });
    }
    if (body.grant_type === 'client_credentials') {
      if (clientSecret === null) return fail(400, 'invalid_client', 'Client secret required');
      const issued = oauth.issue(`app:${clientId}`, clientId, '');
      return void res.json({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn });
    }
    fail(400, 'unsupported_grant_type', `grant_type must be client_credentials, authorization_code or refresh_token`);
  };
}
