import { createPartnerClient } from './index.js';

// `BASE_URL=... CLIENT_ID=... CLIENT_SECRET=... npx tsx clients/typescript/example.ts`: the
// services a deployment offers, a catalogue search on the first that can search, the connected
// users, and (with `AUTH_MODEL_UUID`, the `authModelUUID` of a sign-in's callback) that sign-in
// with its user's music-service token.

const api = createPartnerClient({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:3000',
  credential: { basic: { clientId: process.env.CLIENT_ID ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' } },
});

const sources = await api.GET('/public/search/introspection');
if (sources.error) throw new Error(`${sources.error.code}: ${sources.error.message}`);
const searchable = sources.data.sources.filter((source) => source.catalogueSearch);
console.log(`services: ${sources.data.sources.map((source) => source.name).join(', ')}`);

if (searchable.length) {
  const found = await api.POST('/public/search', {
    body: { type: 'track', track: 'love', sources: [searchable[0].id] },
  });
  if (found.error) throw new Error(`${found.error.code}: ${found.error.message}`);
  for (const item of found.data.tracks.slice(0, 5))
    console.log(item.source, item.status, item.data?.name ?? '', item.data?.isrc ?? 'no ISRC');
}

const users = await api.GET('/public/integrations/users', { params: { query: { limit: 5 } } });
if (users.error) throw new Error(`${users.error.code}: ${users.error.message}`);
console.log(
  `connected users: ${users.data.users.map(({ integrationUser, integration }) => `${integrationUser.uuid} (${integration.type})`).join(', ')}`,
);

const authModelUUID = process.env.AUTH_MODEL_UUID;
if (authModelUUID) {
  const signIn = await api.GET('/public/integrations/auth/{authModelUUID}', { params: { path: { authModelUUID } } });
  if (signIn.error) throw new Error(`${signIn.error.code}: ${signIn.error.message}`);
  const token = signIn.data.integrationUser?.authData?.access_token;
  // The token itself is a secret: a program shows that it has one, never the token.
  console.log(`sign-in ${signIn.data.status}: ${token ? `an access token of ${token.length} characters` : 'no token'}`);
}
