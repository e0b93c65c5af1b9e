import test from 'ava';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { sources } from '../helpers/imports.js';
import { SEALED_COLUMNS } from '../../src/crypto/encryption.js';

// One writer per table (docs/decisions.md, "One writer per table"): a table is written only by the
// folder that defines its model, and every other folder asks that folder's commands. What may
// change a row, and what must hold when it does (an event in the same transaction, the lock order,
// a tombstone that keeps only ids), is then in one place. A write is a Sequelize write on a model
// (`Model.update`, `row.save()`, …, found by the type of what it is called on) or an INSERT INTO,
// UPDATE or DELETE FROM in a string. A table without a model is owned by the one folder writing it.

const posix = (file: string) => relative('.', file).split(sep).join('/');
const files = [...sources('src'), ...sources('workers')].map(posix);

/** The folder a module belongs to: `src/<folder>/…`, `workers`, or the file itself when directly in src/. */
function folderOf(file: string): string {
  if (file.startsWith('workers/')) return 'workers';
  const parts = file.split('/');
  return parts.length > 2 ? parts[1] : file;
}

/** The schema's history: migrations create and reshape every table before a process runs. */
const isMigration = (file: string) => file.startsWith('src/db/migrations/');

/** Modules that write tables named at run time: the tables they write, and why they may. */
const RUN_TIME_TABLES: Record<string, { tables: string[]; reason: string }> = {
  'src/crypto/reseal.ts': {
    tables: [...new Set(SEALED_COLUMNS.map((column) => column.table))],
    reason:
      'key rotation seals every sealed column again under the new key, the value unchanged, and leaves ' +
      'a value changed meanwhile to its owner; crypto sits below every concept whose columns it seals',
  },
  'src/maintenance/pruneExpired.ts': {
    tables: [
      'one_time_tokens',
      'docs_sessions',
      'dashboard_sessions',
      'wizard_sessions',
      'sign_in_attempts',
      'team_members',
      'password_resets',
      'idempotency_keys',
    ],
    reason: 'the expiry sweep deletes rows that every owner already treats as gone (each read checks the expiry)',
  },
};

/** Other writes from outside a table's owner, each with why it stays. Keyed `table ← module`. */
const SECOND_WRITERS: Record<string, string> = {
  'library_snapshots ← src/users/commands.ts':
    "deleting a user deletes its stored library copies in the delete's transaction; the library is built " +
    'on users, so users cannot call it (docs/decisions.md, "Which folder may import which")',
  'syncs ← src/users/commands.ts':
    "deleting a user ends its syncs in the delete's transaction; syncs are built on users, so users cannot call them",
  'syncs ← src/users/connect.ts':
    "a listener signing in again resumes the syncs paused for them, in the sign-in's transaction; as above",
  'docs_sessions ← src/docs/openSession.ts':
    'a sandbox docs session is opened bound to one connected user, and users sit above accounts, so the ' +
    'opening lives above both (docs/decisions.md, "Which folder may import which")',
  'webhook_endpoints ← src/maintenance/pruneExpired.ts':
    'the expiry sweep forgets a rotated signing secret once its overlap has ended, as it deletes other ended rows',
};

const program = ts.createProgram(files, {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: 'preact',
  types: ['node'],
  noEmit: true,
});
const checker = program.getTypeChecker();
const modules = program
  .getSourceFiles()
  .map((source) => ({ source, file: posix(source.fileName) }))
  .filter(({ file }) => files.includes(file));

interface ModelClass {
  name: string;
  table: string;
  /** The folder that defines the model. */
  owner: string;
}

/** Every Sequelize model: the class that extends `Model` and its `X.init(…, { tableName })`. */
function readModels(): Map<ts.Symbol, ModelClass> {
  const found = new Map<ts.Symbol, ModelClass>();
  for (const { source, file } of modules) {
    const classes = new Map<string, ts.Symbol>();
    const visit = (node: ts.Node): void => {
      if (
        ts.isClassDeclaration(node) &&
        node.name &&
        node.heritageClauses?.some((clause) => clause.types.some((type) => type.expression.getText(source) === 'Model'))
      ) {
        const symbol = checker.getSymbolAtLocation(node.name);
        if (symbol) classes.set(node.name.text, symbol);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'init' &&
        ts.isIdentifier(node.expression.expression)
      ) {
        const name = node.expression.expression.text;
        const options = node.arguments[1];
        const tableName =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find(
                (p): p is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'tableName',
              )
            : undefined;
        const symbol = classes.get(name);
        if (symbol && tableName && ts.isStringLiteral(tableName.initializer))
          found.set(symbol, { name, table: tableName.initializer.text, owner: folderOf(file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const models = readModels();
const modelOfTable = new Map([...models.values()].map((model) => [model.table, model]));

/** Every table the migrations create, and every model's. */
const TABLES = new Set([
  ...modelOfTable.keys(),
  ...files
    .filter(isMigration)
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g),
    ])
    .map((m) => m[1]),
]);

/** What Sequelize writes with, on a model's class or on one of its rows. */
const WRITE_METHODS = new Set([
  'create',
  'bulkCreate',
  'findOrCreate',
  'findCreateFind',
  'upsert',
  'update',
  'save',
  'destroy',
  'restore',
  'increment',
  'decrement',
  'truncate',
]);

/** The models a receiver may be: a class (`typeof X`) or a row (`X`, `X | null`, a union of models). */
function modelsOf(receiver: ts.Expression): ModelClass[] {
  const type = checker.getNonNullableType(checker.getTypeAtLocation(receiver));
  return (type.isUnion() ? type.types : [type]).flatMap((part) => {
    const model = part.getSymbol() && models.get(part.getSymbol()!);
    return model ? [model] : [];
  });
}

// Uppercase SQL, as this code writes it; `DO UPDATE SET` and `FOR UPDATE` name no table.
const SQL_WRITE = /\b(INSERT INTO|UPDATE|DELETE FROM)\s+"?([a-z_][a-z0-9_]*|\$\{\})"?/g;

/** The text of a string or template, with every substitution as `${}`; null for other nodes. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  return null;
}

interface Write {
  table: string;
  module: string;
  line: number;
  how: string;
}

/** The writes in one module. */
function writesIn(source: ts.SourceFile, module: string): Write[] {
  const found: Write[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_METHODS.has(node.expression.name.text)
    ) {
      const call = `${node.expression.expression.getText(source)}.${node.expression.name.text}()`;
      for (const model of modelsOf(node.expression.expression))
        found.push({ table: model.table, module, line: at(node), how: `${call} on ${model.name}` });
    }
    const text = textOf(node);
    for (const [statement, , table] of text === null ? [] : text.matchAll(SQL_WRITE)) {
      const named = table === '${}' ? (RUN_TIME_TABLES[module]?.tables ?? ['(a table named at run time)']) : [table];
      for (const one of named.filter((name) => TABLES.has(name) || table === '${}'))
        found.push({ table: one, module, line: at(node), how: statement.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const writes = modules.filter(({ file }) => !isMigration(file)).flatMap(({ source, file }) => writesIn(source, file));

const excepted = (write: Write) =>
  Boolean(SECOND_WRITERS[`${write.table} ← ${write.module}`]) ||
  Boolean(RUN_TIME_TABLES[write.module]?.tables.includes(write.table));

/** Each table's owner: the folder of its model, or else the one folder that writes it (null when several do). */
function ownerOf(table: string): string | null {
  const model = modelOfTable.get(table);
  if (model) return model.owner;
  const folders = new Set(writes.filter((w) => w.table === table && !excepted(w)).map((w) => folderOf(w.module)));
  return folders.size === 1 ? [...folders][0] : null;
}

const shown = (write: Write) => `${write.table} ← ${write.module}:${write.line} ${write.how}`;

test('the reader sees models, their writes through Sequelize and writes in SQL', (t) => {
  t.true(models.size >= 19, `models found: ${[...models.values()].map((m) => m.name).join(', ')}`);
  t.is(modelOfTable.get('integration_users')?.owner, 'users');
  const seen = (table: string, module: string, how: RegExp) =>
    writes.some((w) => w.table === table && w.module === module && how.test(w.how));
  t.true(seen('integration_users', 'src/users/connect.ts', /^IntegrationUser\.create\(\)/), 'a write on the class');
  t.true(seen('integration_users', 'src/users/connect.ts', /^existing\.update\(\) on IntegrationUser/), 'on a row');
  t.true(seen('outbox_events', 'src/webhooks/outbox.ts', /^INSERT INTO outbox_events/), 'in SQL');
  t.true(seen('integration_users', 'src/crypto/reseal.ts', /^UPDATE/), 'in SQL on a table named at run time');
  const probe = ts.createSourceFile(
    'probe.ts',
    "q('SELECT 1 FOR UPDATE SKIP LOCKED'); q(`INSERT INTO syncs (a) VALUES (1) ON CONFLICT DO UPDATE SET a = 2`); q('UPDATE the copies');",
    ts.ScriptTarget.ES2023,
    true,
  );
  t.deepEqual(
    writesIn(probe, 'probe.ts').map((w) => w.how),
    ['INSERT INTO syncs'],
  );
});

test('every table is written only by its owner', (t) => {
  const strays = writes.filter((write) => !excepted(write) && ownerOf(write.table) !== folderOf(write.module));
  t.deepEqual(strays.map(shown), [], 'move each into a command of the owner (or name the exception, with why)');
});

test('every table named at run time is named here', (t) => {
  t.deepEqual(
    writes.filter((write) => write.table === '(a table named at run time)').map(shown),
    [],
    'add the module to RUN_TIME_TABLES with the tables it writes',
  );
});

test('every exception is a write that still happens', (t) => {
  const stale = Object.keys(SECOND_WRITERS).filter(
    (key) => !writes.some((write) => `${write.table} ← ${write.module}` === key),
  );
  const staleRunTime = Object.entries(RUN_TIME_TABLES).flatMap(([module, { tables }]) =>
    tables
      .filter((table) => !writes.some((w) => w.module === module && w.table === table))
      .map((table) => `${table} ← ${module}`),
  );
  t.deepEqual([...stale, ...staleRunTime], []);
  const reasons = [
    ...Object.entries(SECOND_WRITERS),
    ...Object.entries(RUN_TIME_TABLES).map(([m, { reason }]) => [m, reason]),
  ];
  for (const [key, reason] of reasons) t.true(reason.length > 20, `${key} says why`);
});
