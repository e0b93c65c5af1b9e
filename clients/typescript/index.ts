import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import type { answersByCredential, paths } from './schema.js';

export type { answersByCredential, paths, components, webhooks } from './schema.js';

/** Credentials as the interface names them; each becomes the `Authorization` header. */
export type Credential =
  | { basic: { clientId: string; clientSecret: string } }
  | { clientIdToken: string }
  | { oneTimeToken: string }
  | { devToken: string }
  | { docsSession: string };

export function authorization(credential: Credential): string {
  if ('basic' in credential) {
    const { clientId, clientSecret } = credential.basic;
    return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }
  if ('clientIdToken' in credential) return `Token ${credential.clientIdToken}`;
  if ('oneTimeToken' in credential) return `Token ${credential.oneTimeToken}`;
  if ('devToken' in credential) return `DevToken ${credential.devToken}`;
  return `DocsSession ${credential.docsSession}`;
}

/** The name of a credential (`basic`, `oneTimeToken`, …), as the document's security schemes name it. */
export type CredentialName<C extends Credential> = C extends unknown ? keyof C & keyof answersByCredential : never;

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** One operation with the answers `answers` gives by status in place of the document's general ones. */
type Answering<Operation, Answers> = Operation extends { responses: infer Responses }
  ? Omit<Operation, 'responses'> & {
      responses: {
        [Status in keyof Responses]: Status extends keyof Answers
          ? Omit<Responses[Status], 'content'> & { content: { 'application/json': Answers[Status] } }
          : Responses[Status];
      };
    }
  : Operation;

/**
 * The paths as a call with credential `Name` is answered: where an answer differs by credential
 * (A5, A6 and A9 give `authData` to Basic, say), the one this credential gets.
 */
export type PathsFor<Name extends keyof answersByCredential> =
  IsUnion<Name> extends true
    ? paths
    : {
        [Path in keyof paths]: Path extends keyof answersByCredential[Name]
          ? {
              [Method in keyof paths[Path]]: Method extends keyof answersByCredential[Name][Path]
                ? Answering<paths[Path][Method], answersByCredential[Name][Path][Method]>
                : paths[Path][Method];
            }
          : paths[Path];
      };

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type PathsWith<Paths, M extends Method> = {
  [Path in keyof Paths]: M extends keyof Paths[Path]
    ? [NonNullable<Paths[Path][M]>] extends [never]
      ? never
      : Path
    : never;
}[keyof Paths];
type Init<Paths, Path extends keyof Paths, M extends Method> = M extends keyof Paths[Path]
  ? MaybeOptionalInit<Paths[Path], M>
  : never;
/** The call's options, optional when the operation needs none. */
type InitArgs<I> = undefined extends I ? [init?: I] : [init: I];

/**
 * One method of the client. The options are typed by the path alone, so that a member the
 * operation does not have (in the body, the query, the path) does not compile.
 */
type Call<Paths, M extends Method> = <Path extends PathsWith<Paths, M>>(
  url: Path,
  ...init: InitArgs<Init<Paths, Path, M>>
) => Promise<Answer<Paths[Path][M & keyof Paths[Path]]>>;

type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type AnswersWith<Operation, Kind extends string> = {
  [Status in keyof ResponsesOf<Operation>]: `${Status & (string | number)}` extends `${Kind}${string}`
    ? JsonOf<ResponsesOf<Operation>[Status]>
    : never;
}[keyof ResponsesOf<Operation>];

/**
 * What a call gives: the success's body in `data` or the error's in `error`, as the document
 * types them (a member typed `null` stays, where openapi-fetch's own answer type drops it).
 */
export type Answer<Operation> =
  | { data: AnswersWith<Operation, '2'>; error?: never; response: Response }
  | { data?: never; error: AnswersWith<Operation, '4' | '5'>; response: Response };

/** A typed client of the partner API, with the answers of the credential it calls with; middleware as openapi-fetch's. */
export interface PartnerClient<Paths = paths> extends Pick<Client<paths>, 'use' | 'eject'> {
  GET: Call<Paths, 'get'>;
  POST: Call<Paths, 'post'>;
  PUT: Call<Paths, 'put'>;
  PATCH: Call<Paths, 'patch'>;
  DELETE: Call<Paths, 'delete'>;
}

/**
 * A typed client of the partner API: every path, parameter, body and answer as the OpenAPI
 * document gives them, and the answers as this credential gets them (`authData` for Basic, say).
 * `baseUrl` is the deployment's BASE_URL.
 */
export function createPartnerClient<C extends Credential>(options: {
  baseUrl: string;
  credential: C;
}): PartnerClient<PathsFor<CredentialName<C>>> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: authorization(options.credential) },
  });
  // The same client: only its types are narrowed to what this credential is answered.
  return client as unknown as PartnerClient<PathsFor<CredentialName<C>>>;
}
