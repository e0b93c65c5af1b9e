import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';

/** One request an adapter sent and the answer it got, as they crossed the wire. */
export interface Exchange {
  /** The adapter operation running when the request left (set by the tour). */
  label: string;
  method: string;
  /** Path and query as sent, relative to the tapped base URL's origin. */
  url: string;
  path: string;
  query: URLSearchParams;
  requestHeaders: IncomingHttpHeaders;
  /** JSON or form body, parsed; undefined without a body. */
  requestBody: unknown;
  requestContentType: string | null;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  /** JSON answer, parsed; the raw text when it is not JSON; undefined when empty. */
  responseBody: unknown;
}

export interface Tap {
  url: string;
  exchanges: Exchange[];
  label: string;
  close(): Promise<void>;
}

function parseBody(raw: Buffer, contentType: string | null): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const readAll = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/**
 * A recording reverse proxy in front of one emulator base URL. The adapter is pointed at it and
 * everything that crosses is kept. Links in answers that name the emulator's origin are rewritten
 * to the tap's, as a reverse proxy rewrites its host, so the adapter keeps following them here.
 */
export async function startTap(target: string): Promise<Tap> {
  const origin = new URL(target).origin;
  const state: Tap = { url: '', exchanges: [], label: 'unlabelled', close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const requestRaw = await readAll(req);
    const headers = { ...req.headers, host: new URL(origin).host };
    const upstream = httpRequest(`${origin}${req.url}`, { method: req.method, headers }, async (answer) => {
      const raw = await readAll(answer);
      const url = new URL(req.url ?? '/', origin);
      const responseContentType = (answer.headers['content-type'] as string | undefined) ?? null;
      const exchange: Exchange = {
        label: state.label,
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        requestHeaders: req.headers,
        requestBody: parseBody(requestRaw, (req.headers['content-type'] as string | undefined) ?? null),
        requestContentType: (req.headers['content-type'] as string | undefined) ?? null,
        status: answer.statusCode ?? 0,
        responseHeaders: answer.headers,
        responseBody: parseBody(raw, responseContentType),
      };
      const body = raw.toString('utf8').split(origin).join(state.url);
      state.exchanges.push(exchange);
      const outHeaders = { ...answer.headers };
      delete outHeaders['content-length'];
      delete outHeaders['transfer-encoding'];
      if (typeof outHeaders.location === 'string')
        outHeaders.location = outHeaders.location.split(origin).join(state.url);
      res.writeHead(answer.statusCode ?? 502, outHeaders);
      res.end(body);
    });
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
    upstream.end(requestRaw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}

/**
 * Taps every base URL in an emulator's environment (the variables ending in `_URL`) and answers
 * the environment that points the adapter at the taps instead. A path after the origin (such as
 * `/v1`) is kept.
 */
export async function tapEnvironment(env: Record<string, string>): Promise<{
  env: Record<string, string>;
  exchanges: Exchange[];
  taps: Tap[];
  label(name: string): void;
  close(): Promise<void>;
}> {
  const taps = new Map<string, Tap>();
  const tapped: Record<string, string> = { ...env };
  for (const [name, value] of Object.entries(env)) {
    if (!name.endsWith('_URL') || !/^https?:\/\//.test(value)) continue;
    const origin = new URL(value).origin;
    if (!taps.has(origin)) taps.set(origin, await startTap(origin));
    tapped[name] = value.replace(origin, taps.get(origin)!.url);
  }
  const all = [...taps.values()];
  // One record for all of them, in the order the requests were answered.
  const exchanges: Exchange[] = [];
  for (const tap of all) tap.exchanges = exchanges;
  return {
    exchanges,
    env: tapped,
    taps: all,
    label: (name) => all.forEach((tap) => (tap.label = name)),
    close: async () => void (await Promise.all(all.map((tap) => tap.close()))),
  };
}
