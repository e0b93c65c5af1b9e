import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../docs/projectFiles.js';
import { openApiDocument } from './document.js';

// `npm run openapi:lint`: writes the document the app serves to a temp file and lints it with
// Redocly's CLI under the project's redocly.yaml (recommended rules, every problem an error).
// Nothing is sent anywhere: telemetry and update notices are off.

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

// The document as a deployment with the default hosted-page path (`/connect`) serves it, as the typed client is generated.
const document = openApiDocument({ baseUrl: 'https://api.example.com', appUrl: 'https://api.example.com/connect' });
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
try {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      'lint',
      file,
      '--config',
      join(PROJECT_ROOT, 'redocly.yaml'),
      '--format',
      'stylish',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
