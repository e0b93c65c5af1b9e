import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { ERROR_CODES_FILE, type ErrorCode } from './errorCodes.js';
import { PROJECT_ROOT, projectFile } from './projectFiles.js';
import { queryErrors } from './scanQueryCodes.js';
import { SourceIndex } from './sourceIndex.js';

// The errors table of the docs, read from the code: every call of the error helpers of
// src/http/errors.ts (and `new ApiError(status, code, ...)`) whose code can be read without
// running anything, and the codes and messages of every query schema `validQuery` checks.
// `npm run docs:errors` writes it; `-- --check` fails when it is stale.

const HELPER_STATUS: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooManyRequests: 429,
  serviceUnavailable: 503,
};

const ERRORS_MODULE = projectFile('src/http/errors.ts');
/**
 * Not the partner API: the music services' stand-ins, the operators' command and pages, and the
 * dashboard answer people on our own pages, never a partner's code.
 */
const LEFT_OUT = [
  'src/emulators/',
  'src/dev/',
  'src/admin/',
  'src/dashboard/',
  'src/accounts/commands.ts',
  'src/docs/openSession.ts',
];

/** A call whose code could not be read: the generator names it, so a reader can see what is missing. */
export interface Unreadable {
  at: string;
  call: string;
}

/** Every error code thrown in src/, sorted by status then code, and the calls it could not read. */
export function scanErrorCodes(): { codes: ErrorCode[]; unreadable: Unreadable[] } {
  const found = new Map<string, ErrorCode>();
  const add = ({ code, status, message }: ErrorSite) => {
    const entry = found.get(`${status} ${code}`) ?? { code, status, messages: [] };
    // A message all filled in at run time says nothing a reader can use.
    if (message && message !== '…' && !entry.messages.includes(message)) entry.messages.push(message);
    found.set(`${status} ${code}`, entry);
  };
  const unreadable: Unreadable[] = [];
  passedCodes.length = 0;
  const index = new SourceIndex();
  const sources = sourceFiles(projectFile('src')).map((file) => ({ file, source: index.file(file)! }));
  for (const { file, source } of sources) {
    const helpers = helperNames(source, file);
    if (!helpers.size) continue;
    const visit = (node: ts.Node) => {
      const call = errorCall(node, helpers);
      if (call) {
        const errors = readCall(call, source);
        // The helpers' own definitions pass their caller's code along: nothing to read there.
        if (
          !errors.length &&
          file !== ERRORS_MODULE &&
          !passedCodes.some((p) => node.getText().includes(p.functionName))
        )
          unreadable.push({ at: `${relative(PROJECT_ROOT, file)}:${line(source, node)}`, call: node.getText() });
        errors.forEach(add);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const passed of passedCodes) for (const { source } of sources) codesPassedTo(passed, source).forEach(add);
  const queries = queryErrors(
    index,
    sources.map(({ source }) => source),
  );
  queries.errors.forEach(({ code, message }) => add({ code, status: 400, message }));
  unreadable.push(...queries.unreadable);
  const codes = [...found.values()]
    .map((entry) => ({ ...entry, messages: entry.messages.sort() }))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  return { codes, unreadable };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !LEFT_OUT.some((part) => relative(PROJECT_ROOT, file).startsWith(part)))
    .sort();
}

/** The names a file gives the error helpers it imports (the errors module's own, in itself). */
function helperNames(source: ts.SourceFile, file: string): Map<string, string> {
  const names = new Map<string, string>();
  if (file === ERRORS_MODULE) {
    for (const name of [...Object.keys(HELPER_STATUS), 'ApiError']) names.set(name, name);
    return names;
  }
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolve(dirname(file), statement.moduleSpecifier.text).replace(/\.js$/, '.ts');
    const bindings = statement.importClause?.namedBindings;
    if (target !== ERRORS_MODULE || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported in HELPER_STATUS || imported === 'ApiError') names.set(element.name.text, imported);
    }
  }
  return names;
}

interface ErrorCallSite {
  helper: string;
  args: readonly ts.Expression[];
}

function errorCall(node: ts.Node, helpers: Map<string, string>): ErrorCallSite | null {
  if (!(ts.isCallExpression(node) || ts.isNewExpression(node)) || !ts.isIdentifier(node.expression)) return null;
  const helper = helpers.get(node.expression.text);
  if (!helper || (helper === 'ApiError') !== ts.isNewExpression(node)) return null;
  return { helper, args: node.arguments ?? [] };
}

/** A function whose parameter is the code of an error it throws, e.g. `checkToken(..., refusedCode)`. */
interface PassedCode {
  functionName: string;
  index: number;
  status: number;
  messages: string[];
  /** When the message is `TABLE[code]`: each code's own message, never the whole table's. */
  messagesByCode?: Map<string, string[]>;
}

const passedCodes: PassedCode[] = [];

/** The function and position of the parameter `name` seen from `node`, when it is one. */
function parameterOf(name: string, node: ts.Node): { functionName: string; index: number } | null {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (!ts.isFunctionDeclaration(at) || !at.name) continue;
    const index = at.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (index >= 0) return { functionName: at.name.text, index };
  }
  return null;
}

/** The string literals callers pass where a function takes a code. */
function codesPassedTo(passed: PassedCode, source: ts.SourceFile): ErrorSite[] {
  const out: ErrorSite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === passed.functionName) {
      const arg = node.arguments[passed.index];
      if (arg && ts.isStringLiteral(arg)) {
        const messages = passed.messagesByCode ? (passed.messagesByCode.get(arg.text) ?? ['']) : passed.messages;
        out.push(...messages.map(withCode(arg.text, passed.status)));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

interface ErrorSite {
  code: string;
  status: number;
  message: string;
}

function readCall(call: ErrorCallSite, source: ts.SourceFile): ErrorSite[] {
  if (call.helper === 'tooManyRequests') {
    const message = call.args[1] ? messagesOf(call.args[1], source) : defaultsOf('tooManyRequests', source);
    return [{ code: 'tooManyRequests', status: 429, message: message[0] ?? '' }];
  }
  const [statusArg, codeArg, messageArg] =
    call.helper === 'ApiError' ? call.args : [undefined, call.args[0], call.args[1]];
  const status = call.helper === 'ApiError' ? numberOf(statusArg, source) : HELPER_STATUS[call.helper];
  if (!status || !codeArg) return [];
  const codes = stringsOf(codeArg, source);
  // A code that is a parameter's default: the callers may pass others (found in a second pass).
  const parameter = ts.isIdentifier(codeArg) ? parameterOf(codeArg.text, codeArg) : null;
  if (parameter)
    passedCodes.push({
      ...parameter,
      status,
      messages: messageArg ? messagesOf(messageArg, source) : [''],
      messagesByCode: messageArg ? messagesByCode(messageArg, codeArg, source) : undefined,
    });
  const messages = messageArg ? messagesOf(messageArg, source) : [''];
  if (codes.length) return codes.flatMap((code) => messages.map(withCode(code, status)));
  // `helper(code, MESSAGES[code])`: one error per entry of a table of messages by code.
  if (messageArg && ts.isElementAccessExpression(messageArg) && ts.isIdentifier(messageArg.expression)) {
    const table = initializerOf(messageArg.expression.text, source);
    if (table && ts.isObjectLiteralExpression(table))
      return table.properties
        .filter(ts.isPropertyAssignment)
        .flatMap((property) =>
          messagesOf(property.initializer, source).map(
            withCode(property.name.getText(source).replace(/['"]/g, ''), status),
          ),
        );
  }
  return [];
}

/** `TABLE[code]` of a const table of messages by code: each code's own message. */
function messagesByCode(
  message: ts.Expression,
  code: ts.Expression,
  source: ts.SourceFile,
): Map<string, string[]> | undefined {
  if (
    !ts.isElementAccessExpression(message) ||
    !ts.isIdentifier(message.expression) ||
    message.argumentExpression.getText(source) !== code.getText(source)
  )
    return undefined;
  const table = initializerOf(message.expression.text, source);
  if (!table || !ts.isObjectLiteralExpression(table)) return undefined;
  const byCode = new Map<string, string[]>();
  for (const property of table.properties.filter(ts.isPropertyAssignment)) {
    const name = property.name.getText(source).replace(/['"]/g, '');
    byCode.set(name, messagesOf(property.initializer, source));
  }
  return byCode;
}

const withCode = (code: string, status: number) => (message: string) => ({ code, status, message });

function line(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** The initializer of a const or a parameter default of this name in the file, if it has one. */
function initializerOf(name: string, source: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    )
      found ??= node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function defaultsOf(helper: string, source: ts.SourceFile): string[] {
  const errors = ts.createSourceFile(ERRORS_MODULE, readFileSync(ERRORS_MODULE, 'utf8'), ts.ScriptTarget.ES2023, true);
  const declared = initializerOf(helper, errors);
  const message =
    declared && ts.isArrowFunction(declared) ? declared.parameters.find((p) => p.name.getText() === 'message') : null;
  return message?.initializer ? messagesOf(message.initializer, source) : [];
}

function numberOf(node: ts.Expression | undefined, source: ts.SourceFile): number | null {
  if (!node) return null;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isIdentifier(node)) {
    const value = initializerOf(node.text, source);
    return value && ts.isNumericLiteral(value) ? Number(value.text) : null;
  }
  return null;
}

/** The literal strings an expression can be: a literal, a conditional of literals, a const. */
function stringsOf(node: ts.Expression, source: ts.SourceFile): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return stringsOf(node.expression, source);
  if (ts.isConditionalExpression(node))
    return [...stringsOf(node.whenTrue, source), ...stringsOf(node.whenFalse, source)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return [...stringsOf(node.left, source), ...stringsOf(node.right, source)];
  // `TABLE[key]` of a const object of strings: any of its values.
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const table = initializerOf(node.expression.text, source);
    if (table && ts.isObjectLiteralExpression(table))
      return table.properties.filter(ts.isPropertyAssignment).flatMap((p) => stringsOf(p.initializer, source));
  }
  if (ts.isIdentifier(node)) {
    const value = initializerOf(node.text, source);
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? [value.text] : [];
  }
  return [];
}

/** A message as a reader meets it: what the code fills in at run time is shown as "…". */
function messagesOf(node: ts.Expression, source: ts.SourceFile): string[] {
  const literal = stringsOf(node, source);
  if (literal.length) return literal;
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join('')];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messagesOf(node.left, source)[0] ?? '…';
    const right = messagesOf(node.right, source)[0] ?? '…';
    return [left + right];
  }
  return ['…'];
}

/** The table as written to the checked-in file: formatted as `npm run format` leaves it. */
export async function errorCodesJson(codes: ErrorCode[]): Promise<string> {
  const path = projectFile(ERROR_CODES_FILE);
  const options = await prettier.resolveConfig(path);
  return prettier.format(JSON.stringify(codes), { ...options, filepath: path });
}

/** `npm run docs:errors`: writes the table; with `--check`, fails when the checked-in one differs. */
async function main(args: string[]): Promise<void> {
  const { codes, unreadable } = scanErrorCodes();
  for (const call of unreadable) console.warn(`not read: ${call.at}: ${call.call.replace(/\s+/g, ' ').slice(0, 120)}`);
  const path = projectFile(ERROR_CODES_FILE);
  const json = await errorCodesJson(codes);
  if (args.includes('--check')) {
    if (readFileSync(path, 'utf8') !== json) {
      console.error(`${ERROR_CODES_FILE} is stale: run npm run docs:errors`);
      process.exit(1);
    }
    console.log(`${ERROR_CODES_FILE}: ${codes.length} codes, current`);
    return;
  }
  writeFileSync(path, json);
  console.log(`${ERROR_CODES_FILE}: ${codes.length} codes`);
}

if (process.argv[1] && resolve(process.argv[1]) === projectFile('src/docs/scanErrorCodes.ts'))
  await main(process.argv.slice(2));
