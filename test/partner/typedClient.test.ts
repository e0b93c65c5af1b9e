import test from 'ava';
import { execFile } from 'node:child_process';
import { createPartnerClient } from '../../clients/typescript/index.js';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// The typed client, generated from the document, against a running server: the calls compile
// only as the document describes them, and the answers are what it says.

let user: string;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 300,
  partner: { slug: 'typed' },
  async setup({ url }) {
    user = await connectThroughSignIn(url, 'typed', 'spotify', 'demo@listeners.example', RETURN_URL);
  },
});

const basic = () =>
  createPartnerClient({
    baseUrl: used.url,
    credential: { basic: { clientId: used.partner.clientId, clientSecret: used.partner.clientSecret } },
  });

test('C2 and C1 with the Client ID token', async (t) => {
  const api = createPartnerClient({ baseUrl: used.url, credential: { clientIdToken: used.partner.clientId } });
  const sources = await api.GET('/public/search/introspection');
  t.truthy(sources.data, JSON.stringify(sources.error));
  t.true(sources.data!.sources.some((source) => source.id === 'spotify'));
  const found = await api.POST('/public/search', {
    body: { type: 'track', track: 'a', sources: ['spotify', 'deezer'] },
  });
  t.truthy(found.data, JSON.stringify(found.error));
  t.true(found.data!.tracks.every((item) => item.status !== 'ok' || typeof item.data?.name === 'string'));
  t.true(found.data!.tracks.every((item) => item.status !== 'ok' || typeof item.data?.isrc === 'string'));
});

test('the library with Basic: B1 pages, B2 creates with an idempotency key', async (t) => {
  const api = basic();
  const path = { integrationUserUUID: user };
  const playlists = await api.GET('/api/{integrationUserUUID}/playlists', {
    params: { path, query: { limitParam: 2 } },
  });
  t.truthy(playlists.data, JSON.stringify(playlists.error));
  t.true(playlists.data!.results.length <= 2);
  const created = await api.POST('/api/{integrationUserUUID}/playlists', {
    params: { path, header: { 'Idempotency-Key': 'typed-client-1' } },
    body: { name: 'From the typed client', visibility: 'private' },
  });
  t.is(created.data?.name, 'From the typed client', JSON.stringify(created.error));
  const again = await api.POST('/api/{integrationUserUUID}/playlists', {
    params: { path, header: { 'Idempotency-Key': 'typed-client-1' } },
    body: { name: 'From the typed client', visibility: 'private' },
  });
  t.is(again.data?.id, created.data?.id);
});

test('A6 with Basic: authData is typed as the service gave it', async (t) => {
  const read = await basic().GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID: user } },
  });
  t.truthy(read.data, JSON.stringify(read.error));
  t.is(read.data!.integration.type, 'spotify');
  t.is(typeof read.data!.integrationUser.authData?.access_token, 'string');
  t.truthy(read.response.headers.get('x-request-id'));
});

test('an error answer is typed with its code and request id', async (t) => {
  const api = basic();
  const missing = await api.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID: '00000000-0000-4000-8000-000000000000' } },
  });
  t.is(missing.response.status, 404);
  t.is(missing.error?.code, 'integrationUserNotFound');
  t.is(missing.error?.requestId, missing.response.headers.get('x-request-id') ?? undefined);
});

test('the example runs against the server', async (t) => {
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'clients/typescript/example.ts'],
      {
        env: {
          ...process.env,
          BASE_URL: used.url,
          CLIENT_ID: used.partner.clientId,
          CLIENT_SECRET: used.partner.clientSecret,
        },
      },
      (err, stdout, stderr) => (err ? reject(new Error(stderr || err.message)) : resolve(stdout)),
    ),
  );
  t.regex(output, /services: .*Spotify/);
});

test.serial(
  'B1 to the last page: each nextParam goes back as the answer gave it, the first page’s null included',
  async (t) => {
    const api = basic();
    const page = async (nextParam: string | null) => {
      const { data, error } = await api.GET('/api/{integrationUserUUID}/playlists', {
        params: { path: { integrationUserUUID: user }, query: { nextParam, limitParam: 1 } },
      });
      if (error) throw new Error(`${error.code}: ${error.message}`);
      return data;
    };
    const ids: string[] = [];
    for (let at = await page(null); ; at = await page(at.nextParam)) {
      ids.push(...at.results.map((playlist) => playlist.id));
      if (at.nextParam === null) break;
    }
    t.true(ids.length > 1, 'more than one page, to the last');
    const plain = await api.GET('/api/{integrationUserUUID}/playlists', {
      params: { path: { integrationUserUUID: user }, query: { limitParam: 1 } },
    });
    t.deepEqual(
      (await page(null)).results.map((playlist) => playlist.id),
      plain.data?.results.map((playlist) => playlist.id),
      'null asks for the first page, as nothing does',
    );
  },
);
