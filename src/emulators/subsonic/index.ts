import { urlencoded, type Request, type Response } from 'express';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedUser } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import type { Catalogue, ServiceCatalogue } from '../catalogue/types.js';
import { SubsonicAccounts } from './accounts.js';
import { SubsonicFailure, type SubsonicMethod } from './calls.js';
import { catalogueMethods } from './catalogueMethods.js';
import { libraryMethods } from './libraryMethods.js';
import { asXml, envelope, failed } from './wire.js';

/**
 * On a Subsonic server a person is known by their user name alone, and the seeded listeners chose
 * their e-mail as theirs: that is their id here, as playlists' owners show it.
 */
class SubsonicLibrary extends LibraryStore {
  override user(key: string): EmulatedUser | undefined {
    const user = super.user(key);
    if (user && user.id !== user.email) user.id = user.email;
    return user;
  }
}

/** Playlist ids are UUIDs, as Navidrome makes them; entries have no id of their own on the wire. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function newLibrary(catalogue: Catalogue, view: ServiceCatalogue): LibraryStore {
  return new SubsonicLibrary(catalogue, view, (kind, n) => (kind === 'playlist' ? uuid(n) : `${kind}-${n}`));
}

/** Query and form alike, every parameter as the list of its values (lists are repeated parameters). */
function paramsOf(req: Request): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const source of [req.query, req.body ?? {}])
    for (const [name, value] of Object.entries(source as Record<string, unknown>))
      for (const one of Array.isArray(value) ? value : [value])
        if (typeof one === 'string') (params[name] ??= []).push(one);
  return params;
}

/**
 * The Subsonic emulator, a Navidrome with OpenSubsonic on: `/rest/<method>` (`.view` optional) by
 * GET with query parameters or by POST with a form (the `formPost` extension); every call names the
 * protocol version (`v`) and the client (`c`) and carries the user's credentials; answers in JSON
 * with `f=json`, else in XML; failures as HTTP 200 with `status: "failed"` and a code.
 */
export async function startSubsonicEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const view = options.catalogue.view('subsonic');
  const library = newLibrary(options.catalogue, view);
  const accounts = new SubsonicAccounts(library);
  const controls = new EmulatorControls(
    accounts,
    {
      // The protocol has no rate limit; tests set one through the controls (a proxy in front, say).
      rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => failed(0, 'Too many requests'),
      failure: (status) => failed(0, status === 503 ? 'Service unavailable' : 'Internal server error'),
    },
  );
  const methods: Record<string, SubsonicMethod> = { ...libraryMethods(library), ...catalogueMethods(library) };

  const answer = (req: Request, res: Response) => {
    const params = paramsOf(req);
    const first = (name: string) => params[name]?.[0];
    const send = (status: number, body: ReturnType<typeof envelope>) =>
      first('f') === 'json'
        ? void res.status(status).json(body)
        : void res.status(status).type('application/xml').send(asXml(body));
    const name = String(req.params.method).replace(/\.view$/, '');
    const method = methods[name];
    if (!method) return send(404, failed(0, `Unknown method ${name}`));
    try {
      if (!first('v') || !first('c'))
        throw new SubsonicFailure(10, `required '${first('v') ? 'c' : 'v'}' parameter is missing`);
      const user = method.open
        ? null
        : accounts.authenticate({
            u: first('u'),
            p: first('p'),
            t: first('t'),
            s: first('s'),
            apiKey: first('apiKey'),
          });
      send(200, envelope(method.run({ params, user: user! })));
    } catch (err) {
      if (err instanceof SubsonicFailure) return send(200, failed(err.code, err.message));
      throw err;
    }
  };

  const app = emulatorApp(controls.router());
  app.all('/rest/:method', controls.middleware(), urlencoded({ extended: false }), answer);
  app.use(
    (_req, res) =>
      void res.status(404).type('text/html').send('<!doctype html><title>Not found</title><h1>404 page not found</h1>'),
  );

  const server = await listen(app, options.port ?? 0);
  // People type their server on our form; suggesting the emulator's lets a sign-in keep what is filled in.
  const env = {
    SUBSONIC_SERVER: server.url,
    PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true',
    PERSONAL_SERVERS_REQUIRE_HTTPS: 'false',
    SUBSONIC_REQUESTS_PER_USER_PER_SECOND: '50',
  };
  return { service: 'subsonic', url: server.url, controls, library, oauth: accounts, env, close: server.close };
}
