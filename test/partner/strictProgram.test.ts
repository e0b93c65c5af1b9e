import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

// A partner program written from the guides, on the typed client, compiles under a partner's own
// `--strict` settings without a cast: D1's answer has its launch URL and destination, A5's
// `status` says what the rest holds, Basic reads `authData`, the one-time token's first read is
// told apart, C1's `status` says whether `data` is there, `nextParam` goes back as it came, and a
// member an operation does not take does not compile.

const PROGRAM = resolve('clients/typescript/examples/partnerProgram.ts');

/** A partner's compiler settings, not the project's. */
const OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2023,
  skipLibCheck: true,
  types: ['node'],
};

/** The compiler's complaints about the program, with `more` written at its end. */
function complaints(more = ''): string[] {
  const host = ts.createCompilerHost(OPTIONS);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === PROGRAM ? `${read(file)}\n${more}` : read(file));
  const program = ts.createProgram([PROGRAM], OPTIONS, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
}

test('the partner program compiles under --strict', (t) => {
  t.timeout(60_000);
  t.deepEqual(complaints(), []);
});

test('the partner program and the guides’ code hold no cast and no non-null assertion', (t) => {
  // The guides' code blocks are these files' (test/docs/guides.test.ts holds them to it).
  const guides = readdirSync('examples/guides')
    .filter((name) => name.endsWith('.ts'))
    .map((name) => resolve('examples/guides', name));
  t.true(guides.length > 3);
  const casts: string[] = [];
  for (const file of [PROGRAM, ...guides]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2023, true);
    const visit = (node: ts.Node) => {
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node))
        casts.push(`${file}: ${node.getText(source)}`);
      if (node.kind === ts.SyntaxKind.AnyKeyword) casts.push(`${file}: any`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  t.deepEqual(casts, []);
});

test('what the API refuses or never answers does not compile', (t) => {
  t.timeout(60_000);
  const refused = complaints(`
export async function wrongCalls() {
  await api.POST('/public/search', { body: { type: 'track', track: 'x', sources: ['spotify'], page: 2 } });
  await api.POST('/public/webhooks/endpoints', { body: { url: 'https://x.example', eventTypes: ['user.renamed'] } });
  const profile = createPartnerClient({ baseUrl, credential: { devToken: 'jwt' } });
  const read = await profile.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID: 'u' } },
  });
  const d4 = await api.GET('/public/transfer-sessions/{sessionUuid}', { params: { path: { sessionUuid: 's' } } });
  return [read.data?.integrationUser.authData, d4.data?.target.integrationType];
}`);
  t.is(refused.length, 4, refused.join('\n'));
  t.true(refused.some((c) => /'page' does not exist/.test(c)));
  t.true(refused.some((c) => /"user.renamed"/.test(c)));
  t.true(refused.some((c) => /'authData' does not exist/.test(c)));
  t.true(
    refused.some((c) => /possibly 'null'/.test(c)),
    'a session read may have no destination',
  );
});
