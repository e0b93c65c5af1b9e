// Why a delivery attempt got no answer, in words a developer acts on: the log keeps the system's
// code (`ENOTFOUND`, `ECONNREFUSED`, …), which says little to someone who has not met it before.

/** Each code the deliverer records for an attempt without an answer, in words. */
const NO_ANSWER: Record<string, string> = {
  ENOTFOUND: 'the host name of the URL does not exist (DNS has no address for it)',
  EAI_AGAIN: 'the host name of the URL could not be looked up just then (DNS did not answer); it is tried again',
  ECONNREFUSED: 'nothing accepted the connection at that address and port: is the receiver running?',
  ECONNRESET: 'the receiver closed the connection before it answered',
  EPIPE: 'the receiver closed the connection while the event was being sent',
  ETIMEDOUT: 'the receiver did not answer in time',
  ESOCKETTIMEDOUT: 'the receiver did not answer in time',
  EHOSTUNREACH: 'the receiver’s address cannot be reached from our network',
  ENETUNREACH: 'the receiver’s network cannot be reached from ours',
  EPRIVATEADDRESS: 'the host name leads only to private addresses, where deliveries never go',
  EPROTO: 'the https connection could not be set up (the TLS handshake failed)',
  CERT_HAS_EXPIRED: 'the receiver’s https certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the receiver’s https certificate is self-signed, which is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'the receiver’s https certificate is signed by an authority that is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'the receiver’s https certificate could not be checked: does the server send its whole certificate chain?',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'the receiver’s https certificate could not be checked: does the server send its whole certificate chain?',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the receiver’s https certificate is for another host name',
};

/** What the log says when the endpoint was off, so that nothing was sent. */
export const ENDPOINT_OFF = 'endpoint disabled';

/**
 * An attempt that got no answer, in words, with the system's code after them for searching; an
 * error recorded as a message rather than a code is shown as it is.
 */
export function noAnswerWords(error: string | null): string {
  if (error === null || error === '') return 'No answer: the connection failed';
  if (error === ENDPOINT_OFF) return 'Not sent: the endpoint was off';
  const words = NO_ANSWER[error];
  if (words) return `No answer: ${words} (${error})`;
  if (/^E[A-Z0-9_]+$|^ERR_[A-Z0-9_]+$|^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(error))
    return `No answer: the connection failed (${error})`;
  return `No answer: ${error}`;
}
