// The security schemes of the document, and the sets of them that routes take.

export const SECURITY_SCHEMES = {
  basic: { type: 'http', scheme: 'basic', description: 'Client ID and Client Secret (B).' },
  clientIdToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Token <Client ID>` (browsers).',
  },
  devToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`DevToken <ES256 JWT>` signed with an uploaded key; `sub` limits it to one connected user (D).',
  },
  docsSession: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`DocsSession <token>` of the docs site (S).',
  },
  oneTimeToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`Token <one-time token>`: the 30-second token a sign-in’s callback gave the Return URL, for reads of that sign-in and its user. It may instead go with another credential as the `oneTimeToken` query parameter of A5.',
  },
};

export type CredentialName = keyof typeof SECURITY_SCHEMES;
export type Credentials = CredentialName[];

export const PUBLIC: Credentials = ['basic', 'clientIdToken', 'devToken', 'docsSession'];
export const USER_API: Credentials = ['basic', 'devToken', 'docsSession'];
/** Syncs: the backend's credentials (a DevToken without `sub`); reads also a partner docs session. */
export const SYNC_WRITES: Credentials = ['basic', 'devToken'];
export const SYNC_READS: Credentials = ['basic', 'devToken', 'docsSession'];
