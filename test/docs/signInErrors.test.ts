import test from 'ava';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

// Every value a failed sign-in carries (its `errorCode` in A3 and A5, the `error` sent to the
// Return URL with `forwardErrors`) is documented in docs/concepts/sign-in-errors.md, read from the
// code that records it: the flow's own failures, and the refusals of connecting the user.

const PAGE = 'docs/concepts/sign-in-errors.md';

/** The string literals `file` passes as the first argument of calls to `callee` (`new` ones included). */
async function codesPassedTo(file: string, callee: string): Promise<string[]> {
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.ES2023, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === callee
    ) {
      const [first] = node.arguments ?? [];
      if (first && ts.isStringLiteral(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The codes of the errors a module throws with `forbidden(…)` or `new ApiError(status, code, …)`. */
async function apiErrorCodes(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return [...text.matchAll(/(?:forbidden|badRequest)\('(\w+)'|new ApiError\(\d+, '(\w+)'/g)].map((m) => m[1] ?? m[2]);
}

test('every code a failed sign-in records is documented, with forwardErrors and its parameters', async (t) => {
  const page = await readFile(PAGE, 'utf8');
  const recorded = new Set([
    ...(await codesPassedTo('src/signin/flow.ts', 'failure')),
    ...(await codesPassedTo('src/signin/flow.ts', 'SignInFailure')),
    // Connecting the user fails as a sign-in failure with the code of its API error.
    ...(await apiErrorCodes('src/users/connect.ts')),
  ]);
  // Thrown to a second callback of the same sign-in, which is answered as the first one was.
  recorded.delete('signInAlreadyCompleted');
  t.true(recorded.size >= 8, [...recorded].join(', '));
  const undocumented = [...recorded].filter((code) => !page.includes(`\`${code}\``));
  t.deepEqual(undocumented, []);
  for (const words of ['`forwardErrors=true`', '`error`', '`errorDescription`', '`authModelUUID`', 'X-Error-Code'])
    t.true(page.includes(words), words);
});

test('the errors concept links the sign-in’s errors', async (t) => {
  t.regex(await readFile('docs/concepts/errors.md', 'utf8'), /\]\(sign-in-errors\.md\)/);
});
