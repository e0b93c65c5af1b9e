// Google's OAuth as the emulator serves it: the sign-in page at `/o/oauth2/v2/auth` and `POST /token`.
import express, { type RequestHandler, type Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { codeRedirect, codeRequestParser, type OAuthServer } from '../kit/oauth.js';
import { signInRoutes } from '../kit/signInPage.js';
import { formFields } from '../../http/unchecked.js';

/** `/o/oauth2/v2/auth`: the sign-in page, then back to `redirect_uri` with `code` and `state`. */
export function authorizeRoutes(oauth: OAuthServer, library: LibraryStore): Router {
  return signInRoutes({
    serviceName: 'YouTube Music',
    oauth,
    users: () => library.signInUsers(),
    parse: codeRequestParser(oauth, {
      responseType: 'invalid_request: response_type',
      unknownClient: 'invalid_client: The OAuth client was not found.',
      missingRedirectUri: 'invalid_request: redirect_uri',
    }),
    redirect: codeRedirect,
  });
}

/** `POST /token`: the authorization code and refresh token grants, answered as Google answers them. */
export function tokenRoute(oauth: OAuthServer): RequestHandler[] {
  const handler: RequestHandler = (req, res) => {
    const form = formFields(req.body);
    if (!oauth.checkClient(form.client_id ?? '', form.client_secret ?? ''))
      return void res.status(401).json({ error: 'invalid_client', error_description: 'Unauthorized' });
    if (form.grant_type === 'authorization_code') {
      const issued = oauth.exchange(
        form.code ?? '',
        form.client_id,
        form.redirect_uri ?? null,
        form.code_verifier ?? null,
      );
      if (typeof issued === 'string')
        return void res.status(400).json({ error: 'invalid_grant', error_description: 'Bad Request' });
      return void res.json({
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    if (form.grant_type === 'refresh_token') {
      const issued = oauth.useRefreshToken(form.refresh_token ?? '', form.client_id);
      if (!issued)
        return void res
          .status(400)
          .json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      // Google keeps the refresh token: the answer has a new access token only.
      return void res.json({
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    res.status(400).json({ error: 'unsupported_grant_type' });
  };
  return [express.urlencoded({ extended: false }), handler];
}
