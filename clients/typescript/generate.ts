import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../../src/openapi/document.js';
import { SECURITY_SCHEMES } from '../../src/http/openapi/security.js';

// `npm run client:generate` writes the typed client's types from the OpenAPI document;
// `npm run client:check` fails when the checked-in types are not what the document gives now.

const HERE = fileURLToPath(new URL('.', import.meta.url));
const TYPES = `${HERE}schema.d.ts`;

async function generate(): Promise<string> {
  // The document as a deployment with the default hosted-page path (`/connect`) serves it.
  const document = openApiDocument({ baseUrl: 'https://api.example.com', appUrl: 'https://api.example.com/connect' });
  // openapi-typescript changes the document it reads: it reads a copy.
  const ast = await openapiTS(structuredClone(document) as unknown as Parameters<typeof openapiTS>[0]);
  const header = '// Generated from the OpenAPI document by `npm run client:generate`: do not edit.\n\n';
  return header + astToString(ast) + answersByCredential(document as unknown as Document);
}

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { 'x-by-credential'?: Record<string, Schema> }> }>>;
}
type Schema = { $ref?: string; oneOf?: Schema[]; anyOf?: Schema[]; type?: string };

/**
 * The answers that differ by the credential of the call (an operation's `x-by-credential`), as a
 * type the client narrows its answers with: by credential, then path, method and status.
 */
function answersByCredential(document: Document): string {
  const byCredential = new Map<string, string[]>(Object.keys(SECURITY_SCHEMES).map((name) => [name, []]));
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, { responses }] of Object.entries(methods))
      for (const [status, response] of Object.entries(responses))
        for (const [credential, schema] of Object.entries(response['x-by-credential'] ?? {}))
          byCredential
            .get(credential)
            ?.push(`        ${JSON.stringify(path)}: { ${method}: { ${status}: ${typeOf(schema)} } };`);
  const blocks = [...byCredential].map(([name, lines]) =>
    lines.length ? `    ${name}: {\n${lines.join('\n')}\n    };` : `    ${name}: {};`,
  );
  return `/** What each credential is answered where the answer differs by credential (\`x-by-credential\`). */\nexport interface answersByCredential {\n${blocks.join('\n')}\n}\n`;
}

/** A schema of `x-by-credential` as a type: components, and unions of them or null. */
function typeOf(schema: Schema): string {
  if (schema.$ref) return `components["schemas"][${JSON.stringify(schema.$ref.replace('#/components/schemas/', ''))}]`;
  const members = schema.oneOf ?? schema.anyOf;
  if (members) return members.map(typeOf).join(' | ');
  if (schema.type === 'null') return 'null';
  throw new Error(`x-by-credential takes components, unions of them and null, not ${JSON.stringify(schema)}`);
}

const fresh = await generate();
if (process.argv.includes('--check')) {
  const current = await readFile(TYPES, 'utf8').catch(() => '');
  if (current !== fresh) {
    console.error('clients/typescript/schema.d.ts is out of date: run npm run client:generate');
    process.exit(1);
  }
  console.log('the typed client is current');
} else {
  await writeFile(TYPES, fresh);
  console.log(`wrote ${TYPES}`);
}
