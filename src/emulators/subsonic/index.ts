import { Router, json, urlencoded, type Request, type Response } from 'express';
import { fieldAt } from '../../http/unchecked.js';
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

export interface SubsonicEmulatorOptions extends EmulatorOptions {
  /** false: start as a plain Subsonic server (see `RunningSubsonicEmulator.setOpenSubsonic`). */
  openSubsonic?: boolean;
}

export interface RunningSubsonicEmulator extends RunningEmulator {
  /**
   * On (the default): a Navidrome with OpenSubsonic, listing its extensions and taking form POSTs.
   * Off: a plain Subsonic server, to which `getOpenSubsonicExtensions` is an unknown method (404),
   * a POST is refused (405, as the spec has servers without `formPost` answer) and an API key is
   * no credential; its envelopes name no server type. `/__emulator/opensubsonic` sets it too.
   */
  setOpenSubsonic(on: boolean): void;
  /** API calls by HTTP method and Subsonic method (`POST updatePlaylist`), since the start or the last reset. */
  methodCalls(): Record<string, number>;
}

/** An envelope as a plain Subsonic server writes it: without OpenSubsonic's words about the server. */
function plain(answer: ReturnType<typeof envelope>): ReturnType<typeof envelope> {
  const { type: _type, serverVersion: _version, openSubsonic: _on, ...rest } = answer['subsonic-response'];
  return { 'subsonic-response': rest } as ReturnType<typeof envelope>;
}

/**
 * The Subsonic emulator, a Navidrome with OpenSubsonic on: `/rest/<method>` (`.view` optional) by
 * GET with query parameters or by POST with a form (the `formPost` extension); every call names the
 * protocol version (`v`) and the client (`c`) and carries the user's credentials; answers in JSON
 * with `f=json`, else in XML; failures as HTTP 200 with `status: "failed"` and a code.
 */
export async function startSubsonicEmulator(options: SubsonicEmulatorOptions): Promise<RunningSubsonicEmulator> {
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
  const initiallyOpen = options.openSubsonic ?? true;
  let openSubsonic = initiallyOpen;
  let methodCalls: Record<string, number> = {};

  const answer = (req: Request, res: Response) => {
    const name = String(req.params.method).replace(/\.view$/, '');
    const called = `${req.method} ${name}`;
    methodCalls[called] = (methodCalls[called] ?? 0) + 1;
    if (req.method === 'POST' && !openSubsonic)
      return void res.status(405).set('Allow', 'GET').type('text/plain').send('Method Not Allowed');
    const params = paramsOf(req);
    const first = (name: string) => params[name]?.[0];
    const send = (status: number, body: ReturnType<typeof envelope>) => {
      const told = openSubsonic ? body : plain(body);
      return first('f') === 'json'
        ? void res.status(status).json(told)
        : void res.status(status).type('application/xml').send(asXml(told));
    };
    const method = methods[name];
    if (!method || (method.openSubsonic && !openSubsonic)) return send(404, failed(0, `Unknown method ${name}`));
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
            apiKey: openSubsonic ? first('apiKey') : undefined,
          });
      send(200, envelope(method.run({ params, user: user! })));
    } catch (err) {
      if (err instanceof SubsonicFailure) return send(200, failed(err.code, err.message));
      throw err;
    }
  };

  // `/__emulator/opensubsonic`: read the mode and the calls, or set the mode; a reset restores both.
  const modeControls = Router();
  modeControls.get('/opensubsonic', (_req, res) => void res.json({ enabled: openSubsonic, calls: methodCalls }));
  modeControls.post('/opensubsonic', json(), (req, res) => {
    const enabled = fieldAt(req.body, 'enabled');
    if (typeof enabled !== 'boolean') return void res.status(400).json({ error: 'enabled is true or false' });
    openSubsonic = enabled;
    res.json({ enabled: openSubsonic, calls: methodCalls });
  });
  modeControls.post('/reset', (_req, _res, next) => {
    openSubsonic = initiallyOpen;
    methodCalls = {};
    next();
  });

  const app = emulatorApp(modeControls, controls.router());
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
  return {
    service: 'subsonic',
    url: server.url,
    controls,
    library,
    oauth: accounts,
    env,
    close: server.close,
    setOpenSubsonic: (on) => void (openSubsonic = on),
    methodCalls: () => ({ ...methodCalls }),
  };
}
