import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

// The project's source as the docs generators read it without running it: files parsed once, and
// a name followed from where it is used to the declaration that gives it a value, across imports.

/** A node and the file it is in. */
export interface Located<T extends ts.Node = ts.Node> {
  node: T;
  source: ts.SourceFile;
}

/** What a name stands for where it is declared: a value, a function, or a whole module (`import * as`). */
export type Declaration =
  | { kind: 'value'; at: Located<ts.Expression> }
  | { kind: 'function'; at: Located<ts.FunctionLikeDeclaration> }
  | { kind: 'module'; source: ts.SourceFile };

/** The parsed source files of the project, read on first use. */
export class SourceIndex {
  private readonly parsed = new Map<string, ts.SourceFile>();

  /** The file parsed, or null when it does not exist. */
  file(path: string): ts.SourceFile | null {
    const known = this.parsed.get(path);
    if (known) return known;
    if (!existsSync(path)) return null;
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2023, true, kind);
    this.parsed.set(path, source);
    return source;
  }

  /** The file an import of `specifier` from `source` reads (`./x.js` is `./x.ts` or `./x.tsx`). */
  imported(specifier: string, source: ts.SourceFile): ts.SourceFile | null {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(source.fileName), specifier).replace(/\.js$/, '');
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
      const file = this.file(candidate);
      if (file) return file;
    }
    return null;
  }

  /** The module-level declaration of `name` in `source`, following an import to the module it names. */
  declaration(name: string, source: ts.SourceFile): Declaration | null {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement))
        for (const variable of statement.declarationList.declarations)
          if (ts.isIdentifier(variable.name) && variable.name.text === name && variable.initializer)
            return valueOrFunction(variable.initializer, source);
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
        return { kind: 'function', at: { node: statement, source } };
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings) continue;
        if (ts.isNamespaceImport(bindings) && bindings.name.text === name) {
          const module = this.imported(statement.moduleSpecifier.text, source);
          return module ? { kind: 'module', source: module } : null;
        }
        if (!ts.isNamedImports(bindings)) continue;
        const element = bindings.elements.find((e) => e.name.text === name);
        if (!element) continue;
        const module = this.imported(statement.moduleSpecifier.text, source);
        return module ? this.declaration((element.propertyName ?? element.name).text, module) : null;
      }
    }
    return null;
  }

  /** The module-level declaration `node` names: `name`, or `module.name` of an `import * as module`. */
  declarationOf(node: ts.Expression, source: ts.SourceFile): Declaration | null {
    if (ts.isIdentifier(node)) return this.declaration(node.text, source);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const module = this.declaration(node.expression.text, source);
      if (module?.kind === 'module') return this.declaration(node.name.text, module.source);
    }
    return null;
  }
}

function valueOrFunction(initializer: ts.Expression, source: ts.SourceFile): Declaration {
  const value = withoutTypes(initializer);
  return ts.isArrowFunction(value) || ts.isFunctionExpression(value)
    ? { kind: 'function', at: { node: value, source } }
    : { kind: 'value', at: { node: value, source } };
}

/** The expression without what only types it: `x as const`, `x satisfies T`, `(x)`, `x!`. */
export function withoutTypes(node: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node)
  )
    return withoutTypes(node.expression);
  return node;
}

/** The expressions a function gives back: an arrow's body, or each `return` of its own body. */
export function returnedBy(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    // A function inside returns for itself.
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}
