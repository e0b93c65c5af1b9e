import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../../src/openapi/document.js';

// `npm run client:generate` writes the typed client's types from the OpenAPI document;
// `npm run client:check` fails when the checked-in types are not what the document gives now.

const HERE = fileURLToPath(new URL('.', import.meta.url));
const TYPES = `${HERE}schema.d.ts`;

async function generate(): Promise<string> {
  // The document as a deployment with the default hosted-page path (`/connect`) serves it.
  const document = openApiDocument({ baseUrl: 'https://api.example.com', appUrl: 'https://api.example.com/connect' });
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  const header = '// Generated from the OpenAPI document by `npm run client:generate`: do not edit.\n\n';
  return header + astToString(ast);
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
