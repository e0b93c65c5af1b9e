import { relative } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT, projectFile } from './projectFiles.js';
import { returnedBy, withoutTypes, type SourceIndex } from './sourceIndex.js';

// The errors of the query strings, read from the code: each `validQuery(schema, codes)` answers 400
// with the code `codes` gives the parameter at fault (`invalidQuery` for the others), and with the
// messages the schema declares for it (`.messages({ '*': '…' })`).

const VALIDATE_MODULE = projectFile('src/http/validate.ts');
const DEFAULT_CODE = 'invalidQuery';

/** An error a query can answer: its code and one message ('' when the schema declares none). */
export interface QueryError {
  code: string;
  message: string;
}

/** A `validQuery` call whose schema or codes could not be read. */
export interface UnreadableQuery {
  at: string;
  call: string;
}

/** Where an expression's names are looked up: its file, and the arguments of the call it is inside. */
interface Scope {
  source: ts.SourceFile;
  args: Map<string, Bound>;
}

interface Bound {
  node: ts.Expression;
  scope: Scope;
}

/** The errors of every `validQuery` of these files, and the calls it could not read. */
export function queryErrors(
  index: SourceIndex,
  sources: ts.SourceFile[],
): { errors: QueryError[]; unreadable: UnreadableQuery[] } {
  const errors: QueryError[] = [];
  const unreadable: UnreadableQuery[] = [];
  const reader = new QueryReader(index);
  for (const source of sources) {
    const names = validQueryNames(index, source);
    if (!names.size) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
        const read = reader.call(node, source);
        if (read) errors.push(...read);
        else if (!reader.passedOn(node, source))
          unreadable.push({
            at: `${relative(PROJECT_ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
            call: node.getText(source),
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { errors, unreadable };
}

/** The names a file gives `validQuery` of src/http/validate.ts. */
function validQueryNames(index: SourceIndex, source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (index.imported(statement.moduleSpecifier.text, source)?.fileName !== VALIDATE_MODULE) continue;
    for (const element of bindings.elements)
      if ((element.propertyName ?? element.name).text === 'validQuery') names.add(element.name.text);
  }
  return names;
}

class QueryReader {
  constructor(private readonly index: SourceIndex) {}

  /** The errors of one `validQuery(schema, codes?)`, or null when its schema cannot be read. */
  call(call: ts.CallExpression, source: ts.SourceFile): QueryError[] | null {
    const scope: Scope = { source, args: new Map() };
    const [schemaArg, codesArg] = call.arguments;
    if (!schemaArg) return null;
    const schema = this.objectSchema(schemaArg, scope);
    const codes = codesArg ? this.codes(codesArg, scope) : new Map<string, string>();
    if (!schema || !codes) return null;
    const errors: QueryError[] = [];
    const add = (code: string, messages: string[]) =>
      (messages.length ? messages : ['']).forEach((message) => errors.push({ code, message }));
    for (const [name, value] of schema.keys) add(codes.get(name) ?? DEFAULT_CODE, this.messages(value));
    // A parameter the schema does not name: what `.pattern()` says of it.
    for (const value of schema.others) add(DEFAULT_CODE, this.messages(value));
    if (!schema.keys.size && !schema.others.length) add(DEFAULT_CODE, []);
    return errors;
  }

  /**
   * Whether the call checks a schema its function was handed (the hosted pages' `query(schema, …)`,
   * which answer a page, never a code): its callers' schemas are not a partner's errors.
   */
  passedOn(call: ts.CallExpression, source: ts.SourceFile): boolean {
    const schema = call.arguments[0];
    if (!schema || !ts.isIdentifier(schema) || this.index.declaration(schema.text, source)) return false;
    for (let at: ts.Node | undefined = call; at; at = at.parent)
      if (ts.isFunctionLike(at) && at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === schema.text))
        return true;
    return false;
  }

  /** What a name stands for in `scope`: an argument of the call being read, or a declaration. */
  private resolve(node: ts.Expression, scope: Scope): Bound | { fn: ts.FunctionLikeDeclaration; scope: Scope } | null {
    const bare = withoutTypes(node);
    const argument = ts.isIdentifier(bare) ? scope.args.get(bare.text) : undefined;
    if (argument) return argument;
    const declared = this.index.declarationOf(bare, scope.source);
    if (!declared && ts.isIdentifier(bare)) {
      const local = localValue(bare.text, scope.source);
      if (local) return { node: local, scope: { source: scope.source, args: new Map() } };
    }
    if (!declared || declared.kind === 'module') return null;
    const at = { source: declared.at.source, args: new Map<string, Bound>() };
    return declared.kind === 'value' ? { node: declared.at.node, scope: at } : { fn: declared.at.node, scope: at };
  }

  /** A value expression followed through the names it is made of, to what gives it. */
  private value(node: ts.Expression, scope: Scope): Bound {
    const bare = withoutTypes(node);
    if (ts.isIdentifier(bare) || ts.isPropertyAccessExpression(bare)) {
      const found = this.resolve(bare, scope);
      if (found && 'node' in found && found.node !== bare) return this.value(found.node, found.scope);
      if (ts.isPropertyAccessExpression(bare)) {
        // `limits.max` of an object literal.
        const owner = this.value(bare.expression, scope);
        if (ts.isObjectLiteralExpression(owner.node)) {
          const property = propertyNamed(owner.node, bare.name.text);
          if (property) return this.value(property, owner.scope);
        }
      }
    }
    return { node: bare, scope };
  }

  /** `Joi.object({...})` with its chain: the schema of each named parameter, and of the others. */
  private objectSchema(node: ts.Expression, scope: Scope): { keys: Map<string, Bound>; others: Bound[] } | null {
    const { node: schema, scope: at } = this.value(node, scope);
    if (!ts.isCallExpression(schema) || !ts.isPropertyAccessExpression(schema.expression)) return null;
    const method = schema.expression.name.text;
    const [first, second] = schema.arguments;
    if (method === 'object' && isJoi(schema.expression.expression))
      return first ? this.properties(first, at) : { keys: new Map(), others: [] };
    const inner = this.objectSchema(schema.expression.expression, at);
    if (!inner) return null;
    if (method === 'keys' && first) {
      const more = this.properties(first, at);
      if (!more) return null;
      for (const [name, value] of more.keys) inner.keys.set(name, value);
    }
    if (method === 'pattern' && second) inner.others.push({ node: second, scope: at });
    return inner;
  }

  private properties(node: ts.Expression, scope: Scope): { keys: Map<string, Bound>; others: Bound[] } | null {
    const { node: literal, scope: at } = this.value(node, scope);
    if (!ts.isObjectLiteralExpression(literal)) return null;
    const keys = new Map<string, Bound>();
    for (const property of literal.properties) {
      if (ts.isPropertyAssignment(property)) keys.set(nameOf(property.name), { node: property.initializer, scope: at });
      else if (ts.isShorthandPropertyAssignment(property))
        keys.set(property.name.text, { node: property.name, scope: at });
      else if (ts.isSpreadAssignment(property)) {
        const spread = this.properties(property.expression, at);
        if (!spread) return null;
        for (const [name, value] of spread.keys) keys.set(name, value);
      } else return null;
    }
    return { keys, others: [] };
  }

  /** The codes by parameter: an object literal of strings, spreads of others included. */
  private codes(node: ts.Expression, scope: Scope): Map<string, string> | null {
    const { node: literal, scope: at } = this.value(node, scope);
    if (!ts.isObjectLiteralExpression(literal)) return null;
    const codes = new Map<string, string>();
    for (const property of literal.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = this.codes(property.expression, at);
        if (!spread) return null;
        spread.forEach((code, name) => codes.set(name, code));
        continue;
      }
      if (!ts.isPropertyAssignment(property)) return null;
      const [code] = this.strings(property.initializer, at);
      if (code === undefined) return null;
      codes.set(nameOf(property.name), code);
    }
    return codes;
  }

  /** The messages a parameter's schema declares, along its chain and into the helpers that build it. */
  private messages(bound: Bound): string[] {
    const { node, scope } = this.value(bound.node, bound.scope);
    if (!ts.isCallExpression(node)) return [];
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const own =
        callee.name.text === 'messages' && node.arguments[0]
          ? this.messageTable(node.arguments[0], scope)
          : callee.name.text === 'message' && node.arguments[0]
            ? this.strings(node.arguments[0], scope)
            : [];
      return [...this.messages({ node: callee.expression, scope }), ...own];
    }
    // A helper that builds the schema (`listLimit(LIMIT)`): what it returns, its parameters bound.
    const helper = this.resolve(callee, scope);
    if (!helper || !('fn' in helper)) return [];
    const args = new Map<string, Bound>();
    helper.fn.parameters.forEach((parameter, i) => {
      const given = node.arguments[i] ?? parameter.initializer;
      if (ts.isIdentifier(parameter.name) && given)
        args.set(parameter.name.text, { node: given, scope: node.arguments[i] ? scope : helper.scope });
    });
    const inside: Scope = { source: helper.scope.source, args };
    return returnedBy(helper.fn).flatMap((returned) => this.messages({ node: returned, scope: inside }));
  }

  private messageTable(node: ts.Expression, scope: Scope): string[] {
    const { node: table, scope: at } = this.value(node, scope);
    if (!ts.isObjectLiteralExpression(table)) return [];
    return table.properties
      .filter(ts.isPropertyAssignment)
      .flatMap((property) => this.strings(property.initializer, at))
      .map(asRead);
  }

  /** The texts an expression can be; the parts only known at run time read "…". */
  private strings(node: ts.Expression, scope: Scope): string[] {
    const { node: value, scope: at } = this.value(node, scope);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isNumericLiteral(value))
      return [value.text];
    if (ts.isConditionalExpression(value))
      return [...this.strings(value.whenTrue, at), ...this.strings(value.whenFalse, at)];
    if (ts.isTemplateExpression(value))
      return [
        value.head.text +
          value.templateSpans.map((span) => (this.strings(span.expression, at)[0] ?? '…') + span.literal.text).join(''),
      ];
    // `LIST.join(', ')` of a list of texts.
    if (
      ts.isCallExpression(value) &&
      ts.isPropertyAccessExpression(value.expression) &&
      value.expression.name.text === 'join'
    ) {
      const list = this.value(value.expression.expression, at);
      const separator = value.arguments[0] ? this.strings(value.arguments[0], at)[0] : ',';
      if (ts.isArrayLiteralExpression(list.node) && separator !== undefined) {
        const items = list.node.elements.map((e) =>
          ts.isSpreadElement(e) ? undefined : this.strings(e, list.scope)[0],
        );
        if (items.every((item) => item !== undefined)) return [items.join(separator)];
      }
    }
    return [];
  }
}

const isJoi = (node: ts.Expression) => ts.isIdentifier(node) && node.text === 'Joi';

const nameOf = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();

function propertyNamed(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of literal.properties)
    if (ts.isPropertyAssignment(property) && nameOf(property.name) === name) return property.initializer;
  return undefined;
}

/** A `const` of this name anywhere in the file (a route's schema may be declared inside its router). */
function localValue(name: string, source: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer)
      found ??= node.initializer;
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A joi message as a partner reads it: a reference joi fills in (`{{#label}}`, `{#limit}`) is "…",
 * and a brace joi was told to keep (`\{`) is a brace.
 */
function asRead(message: string): string {
  return message.replace(/(?<!\\)\{\{?[^{}]*\}\}?/g, '…').replace(/\\\{/g, '{');
}
