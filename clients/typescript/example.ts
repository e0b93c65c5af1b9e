import { createPartnerClient } from './index.js';

// `BASE_URL=... CLIENT_ID=... CLIENT_SECRET=... npx tsx clients/typescript/example.ts`: the
// services a deployment offers, then a catalogue search on the first that can search.

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
  for (const item of found.data.tracks.slice(0, 5)) console.log(item.source, item.status, item.data?.name ?? '');
}
