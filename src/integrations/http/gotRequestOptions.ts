import { Options } from 'got';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { checkServerIdentity } from 'node:tls';
import { isDeepStrictEqual } from 'node:util';

// got 14 builds the options of each node:http request (`createNativeRequestOptions`) as one object
// literal that starts with two spreads and then defines some thirty keys. On Node 20's V8 such a
// literal defines every key after a spread through the runtime: about 25 µs a call, a tenth of the
// CPU a proxied library read costs the web process. The method below gives the same object, key
// for key, built as a plain literal with the spread-in keys (none of which it shares) assigned
// after. It is installed only where it gives exactly what got's own gives for every probe below,
// so a got that changed the method keeps its own. HTTP/2 requests keep got's own method.

type NativeOptions = ReturnType<Options['createNativeRequestOptions']>;

interface OptionsInside {
  _internals: {
    url: URL | undefined;
    http2: boolean;
    agent: { http?: unknown; https?: unknown; http2?: unknown };
    https: Record<string, unknown> & { checkServerIdentity?: unknown };
    cacheOptions: Record<string, unknown>;
    dnsLookup?: unknown;
    dnsCache?: { lookup?: unknown };
    dnsLookupIpVersion?: unknown;
    setHost: unknown;
    method: unknown;
    maxHeaderSize: unknown;
    localAddress: unknown;
    headers: unknown;
    createConnection: unknown;
    h2session: unknown;
  };
  _unixOptions: Record<string, unknown> | undefined;
}

const gots = Options.prototype.createNativeRequestOptions;

function createNativeRequestOptions(this: Options): NativeOptions {
  const self = this as unknown as OptionsInside;
  const internals = self._internals;
  const secure = internals.url?.protocol === 'https:';
  if (secure && internals.http2) return gots.call(this);
  const https = internals.https;
  const options: Record<string, unknown> = {
    ALPNProtocols: https.alpnProtocols,
    ca: https.certificateAuthority,
    cert: https.certificate,
    key: https.key,
    passphrase: https.passphrase,
    pfx: https.pfx,
    rejectUnauthorized: https.rejectUnauthorized,
    checkServerIdentity: https.checkServerIdentity ?? checkServerIdentity,
    servername: https.serverName,
    ciphers: https.ciphers,
    honorCipherOrder: https.honorCipherOrder,
    minVersion: https.minVersion,
    maxVersion: https.maxVersion,
    sigalgs: https.signatureAlgorithms,
    sessionTimeout: https.tlsSessionLifetime,
    dhparam: https.dhparam,
    ecdhCurve: https.ecdhCurve,
    crl: https.certificateRevocationLists,
    secureOptions: https.secureOptions,
    lookup: internals.dnsLookup ?? internals.dnsCache?.lookup,
    family: internals.dnsLookupIpVersion,
    agent: secure ? internals.agent.https : internals.agent.http,
    setHost: internals.setHost,
    method: internals.method,
    maxHeaderSize: internals.maxHeaderSize,
    localAddress: internals.localAddress,
    headers: internals.headers,
    createConnection: internals.createConnection,
    timeout: undefined,
    h2session: internals.h2session,
  };
  // got spreads these first: their keys (cache settings, a UNIX socket's path) are none of the above.
  Object.assign(options, internals.cacheOptions, self._unixOptions);
  return options as NativeOptions;
}

/** A stand-in for a DNS lookup of our own (webhook deliveries check every address they resolve). */
const guardedLookupStandIn = () => undefined;

/** Options covering what the method reads: plain and TLS requests, a UNIX socket, cache and DNS settings. */
function probes(): Options[] {
  const agent = { http: new HttpAgent(), https: new HttpsAgent() };
  return [
    new Options('http://127.0.0.1:9/v1/me?limit=50', { method: 'GET', headers: { accept: 'application/json' }, agent }),
    new Options('https://api.example/v1/tracks', {
      method: 'POST',
      agent,
      https: { rejectUnauthorized: false, ciphers: 'TLS_AES_128_GCM_SHA256', serverName: 'api.example' },
      cacheOptions: { shared: false },
      dnsLookup: guardedLookupStandIn as never,
      dnsLookupIpVersion: 4,
      localAddress: '127.0.0.1',
      maxHeaderSize: 32_768,
    }),
    new Options('http://unix:/tmp/service.sock:/v1/me', { enableUnixSockets: true, setHost: false }),
  ];
}

/** Whether this method gives what `reference` (got's own method) gives for every probe. */
export function sameAs(reference: Options['createNativeRequestOptions'] = gots): boolean {
  return probes().every((options) =>
    isDeepStrictEqual({ ...createNativeRequestOptions.call(options) }, { ...reference.call(options) }),
  );
}

let installed: boolean | null = null;

/**
 * Puts the method in place of got's, once per process, where it gives the same options; answers
 * whether it did.
 */
export function useFastRequestOptions(): boolean {
  if (installed === null) {
    installed = sameAs(gots);
    if (installed) Options.prototype.createNativeRequestOptions = createNativeRequestOptions;
  }
  return installed;
}
