import test from 'ava';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { renderDocument } from '../../src/html/render.js';
import { projectFile } from '../../src/docs/projectFiles.js';
import { BUILT } from '../helpers/entrypoints.js';
import type { PageCase } from './outsiderText/cases.js';

// Every page, rendered with every text an outsider controls set to markup: a playlist named
// `"><img onerror=…>`, a catalogue result titled `</script><script>…`, a receiver answering
// `<!--`, a title holding what was once our nonce placeholder. The page a browser parses must have
// exactly the elements and attributes the components wrote, the same as with plain text; its
// scripts and styles must be ours, unchanged; links must stay links.

const NONCE = 'dGVzdC1ub25jZS0xMjM0NQ==';
const PLAIN = 'Plain words';

const PAYLOADS = [
  '<script data-injected>window.injected = 1</script>',
  '"><img data-injected src=x onerror="window.injected = 1">',
  "'><svg data-injected onload=window.injected=1>",
  '</title></textarea></style></script><b data-injected>bold</b>',
  '<!-- ',
  ' -->',
  '<![CDATA[ x ]]>',
  '__script_nonce__',
  'javascript:window.injected=1',
  ' javascript:alert(1)//',
  '<a href="javascript:alert(1)" data-injected>x</a>',
  '&lt;b data-injected&gt;&amp;',
  '<base href="https://attacker.example/">',
  '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
  '<form action="https://attacker.example/" data-injected><button>x</button></form>',
  '<iframe srcdoc="<script>parent.injected=1</script>"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u2028\u2029</script>',
];

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** What a browser builds from `html`: each element's name and attribute names, with our scripts' and styles' text. */
function structure(html: string): { shape: string[]; urls: string[]; nonces: number } {
  const shape: string[] = [];
  const urls: string[] = [];
  let nonces = 0;
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const names = node.attrs.map((a) => a.name).sort();
      shape.push(`${node.tagName}[${names.join(' ')}]`);
      for (const attr of node.attrs) {
        if (['href', 'src', 'action', 'formaction', 'srcdoc', 'xlink:href'].includes(attr.name)) urls.push(attr.value);
        if (attr.name === 'nonce') nonces += 1;
      }
      if (node.tagName === 'script' || node.tagName === 'style')
        shape.push(`${node.tagName} text: ${node.childNodes.map((c) => ('value' in c ? c.value : '')).join('')}`);
    }
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return { shape, urls, nonces };
}

const cases: PageCase[] = [];
const folder = new URL('./outsiderText/', import.meta.url);
// Each component of the source folder is an area; what runs is what tsc built of it when the tests run from dist/.
const areas = readdirSync(projectFile('test/pages/outsiderText'))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.replace(/\.tsx$/, ''));
const built = BUILT ? '.js' : '.tsx';
for (const area of areas) {
  const module = (await import(new URL(`${area}${built}`, folder).href)) as { cases: PageCase[] };
  cases.push(...module.cases.map((c) => ({ ...c, name: `${area}: ${c.name}` })));
}

test('every area of pages gives its cases', (t) => {
  t.deepEqual(areas.sort(), ['dashboardAccount', 'dashboardData', 'docs', 'exampleApp', 'signin', 'wizard']);
  t.true(cases.length >= 40, `${cases.length} pages`);
});

const text = fc
  .array(fc.oneof(fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join(''))
  .filter((joined) => joined.trim().length > 0);

for (const page of cases) {
  test(`${page.name}: outsiders' text stays text`, (t) => {
    const plain = renderDocument(page.render(PLAIN), NONCE);
    const expected = structure(plain);
    t.true(expected.nonces === plain.split(NONCE).length - 1, 'the nonce appears only where our scripts carry it');
    fc.assert(
      fc.property(text, (payload) => {
        const html = renderDocument(page.render(payload), NONCE);
        const found = structure(html);
        t.deepEqual(found.shape, expected.shape, `the page's elements with ${JSON.stringify(payload)}`);
        t.is(found.nonces, expected.nonces);
        t.is(html.split(NONCE).length - 1, expected.nonces, 'the nonce is never written where text goes');
        const scripted = found.urls.filter((url) => /^\s*(?:javascript|data|vbscript):/i.test(url));
        t.deepEqual(
          scripted,
          expected.urls.filter((url) => /^\s*(?:javascript|data|vbscript):/i.test(url)),
          'no link, source or action runs a script',
        );
        return found.shape.length === expected.shape.length;
      }),
      { numRuns: 20, examples: PAYLOADS.map((p) => [p]) },
    );
  });
}

test('the comparison notices an element that was not written by a component', (t) => {
  const written = structure('<!doctype html><html><head></head><body><p title="x">a</p></body></html>');
  const injected = structure(
    '<!doctype html><html><head></head><body><p title="x">a<b data-injected>b</b></p></body></html>',
  );
  t.notDeepEqual(injected.shape, written.shape);
  t.deepEqual(structure('<a href="javascript:x">y</a>').urls, ['javascript:x']);
});
