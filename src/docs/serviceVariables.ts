import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVICES } from '../integrations/services.js';
import { PERSONAL_SERVER_VARIABLES } from '../integrations/personalServers.js';
import type { ServiceVariable } from '../integrations/serviceRecord.js';
import { projectFile } from './projectFiles.js';

// The music services' part of the README's configuration table and of .env.example, written from
// the services' records: a service's variables are declared once, in its folder, and appear here.
// `npm run docs:config` writes both; `-- --check` fails when either is stale.

const README_START = '<!-- music-service variables: written by npm run docs:config -->';
const README_END = '<!-- end of music-service variables -->';
const ENV_START = '# --- music services: written by npm run docs:config ---';
const ENV_END = '# --- end of music services ---';

/** Every service's variables, then the settings shared by the services whose servers people name. */
const variables = (): [string, ServiceVariable][] => [
  ...SERVICES.flatMap((service) => Object.entries(service.variables)),
  ...Object.entries(PERSONAL_SERVER_VARIABLES),
];

const shownDefault = (variable: ServiceVariable) => (variable.default === '' ? 'none' : `\`${variable.default}\``);

/** The README's table of every music service's variables. */
export function readmeTable(): string {
  const rows = variables().map(([name, variable]) => `| \`${name}\` | ${shownDefault(variable)} | ${variable.about} |`);
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The .env.example lines of every music service's variables, one commented block each. */
export function envExample(): string {
  return variables()
    .map(([name, variable]) => `# ${variable.about.replaceAll('`', '')}\n# ${name}=${variable.default}`)
    .join('\n\n');
}

/** `text` with what stands between the markers replaced by `body`. */
function between(text: string, start: string, end: string, body: string, file: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no "${start}" … "${end}" block`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** The two files as they should read: `[path, current, wanted]`. */
export function serviceVariableFiles(): [string, string, string][] {
  const readme = readFileSync(projectFile('README.md'), 'utf8');
  const env = readFileSync(projectFile('.env.example'), 'utf8');
  return [
    ['README.md', readme, between(readme, README_START, README_END, readmeTable(), 'README.md')],
    ['.env.example', env, between(env, ENV_START, ENV_END, envExample(), '.env.example')],
  ];
}

function main(args: string[]): void {
  const stale = serviceVariableFiles().filter(([, current, wanted]) => current !== wanted);
  if (args.includes('--check')) {
    for (const [file] of stale) console.error(`${file}: the music services' variables are stale (npm run docs:config)`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  for (const [file, , wanted] of stale) writeFileSync(projectFile(file), wanted);
  console.log(stale.length ? `wrote ${stale.map(([file]) => file).join(', ')}` : 'up to date');
}

if (process.argv[1] && resolve(process.argv[1]) === projectFile('src/docs/serviceVariables.ts'))
  main(process.argv.slice(2));
