import test from 'ava';
import { graph, sources } from '../helpers/imports.js';

// The modules of src/ and workers/ import each other without cycles, type imports included: a
// cycle makes the order modules load in matter, and hides which concept depends on which.

/** Strongly connected groups of more than one module (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('no import cycles in src/ and workers/', (t) => {
  const files = [...sources('src'), ...sources('workers')];
  const edges = graph(files);
  t.true([...edges.values()].flat().length > files.length, 'the imports were read');
  t.deepEqual(cycles(edges), []);
});
