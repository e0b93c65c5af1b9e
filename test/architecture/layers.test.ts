import test from 'ava';
import { basename } from 'node:path';
import { graph, sources } from '../helpers/imports.js';

// The folders of src/ (and workers/) stand in layers, and a module imports only from its own
// folder or from a folder of a lower layer: what a folder means then never depends on what is
// built on it, and a folder can be read, tested and changed knowing only the layers below it.
// docs/decisions.md ("Which folder may import which") says why each boundary is where it is.

/** The files directly in src/: the basics every folder may use, the process wiring, and the composition root. */
const BASICS = [
  'config',
  'faultPoints',
  'ids',
  'log',
  'process',
  'queues',
  'redis',
  'redisLock',
  'requestId',
  'workContext',
];
const RUNTIME = ['runtime'];
const ROOT = ['app', 'server', 'web'];

/** Bottom to top; folders of one layer do not import each other. */
const LAYERS: string[][] = [
  ['basics'],
  ['crypto', 'mail', 'metrics', 'html', 'outsideHosts'],
  ['integrations'],
  ['matching'],
  ['http'],
  ['pages', 'emulators', 'health'],
  ['accounts'],
  ['auth'],
  ['webhooks'],
  ['users'],
  ['signin', 'catalogue', 'usage'],
  ['transfers'],
  ['syncs', 'library'],
  ['wizard', 'docs'],
  ['dashboard'],
  ['openapi'],
  ['db'],
  ['runtime'],
  ['maintenance', 'dev'],
  ['admin'],
  ['workers', 'root'],
];

/** Folder → the folders it may import: every folder of a lower layer. */
const MAY_IMPORT: Map<string, Set<string>> = new Map(
  LAYERS.flatMap((layer, i) => layer.map((folder) => [folder, new Set(LAYERS.slice(0, i).flat())] as const)),
);

/** The folder (or the class of a file directly in src/) a module belongs to. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'workers') return 'workers';
  if (parts.length > 2) return parts[1];
  const name = basename(file).replace(/\.tsx?$/, '');
  if (BASICS.includes(name)) return 'basics';
  if (RUNTIME.includes(name)) return 'runtime';
  if (ROOT.includes(name)) return 'root';
  return `unclassified ${file}`;
}

const files = [...sources('src'), ...sources('workers')];
const edges = graph(files);
const imports = [...edges].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const arrow = ({ from, to }: { from: string; to: string }) => `${from} → ${to}`;
const across = imports.filter(({ from, to }) => folderOf(from) !== folderOf(to));

test('every folder, and every file directly in src/, has its place in the layers', (t) => {
  t.true(imports.length > files.length, 'the imports were read');
  const placed = new Set(MAY_IMPORT.keys());
  const unplaced = [...new Set(files.map(folderOf))].filter((folder) => !placed.has(folder)).sort();
  t.deepEqual(unplaced, [], 'add each to LAYERS (or a file of src/ to BASICS, RUNTIME or ROOT)');
  t.is(placed.size, LAYERS.flat().length, 'a folder stands in one layer only');
});

test('modules import only from their own folder or from a lower layer', (t) => {
  const against = across
    .filter(({ from, to }) => !MAY_IMPORT.get(folderOf(from))?.has(folderOf(to)))
    .map((edge) => `${arrow(edge)} (${folderOf(edge.from)} may not import ${folderOf(edge.to)})`);
  t.deepEqual(against, []);
});

test('no two folders import each other', (t) => {
  const pairs = new Map<string, string>();
  for (const edge of across) pairs.set(`${folderOf(edge.from)} → ${folderOf(edge.to)}`, arrow(edge));
  const both = [...pairs.keys()]
    .map((pair) => pair.split(' → '))
    .filter(([a, b]) => a < b && pairs.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ⇄ ${b}: ${pairs.get(`${a} → ${b}`)}; ${pairs.get(`${b} → ${a}`)}`);
  t.deepEqual(both, []);
});
