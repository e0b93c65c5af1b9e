import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { apiReference } from '../../helpers/apiReference.js';
import type { Recording } from './conformance.js';

/** Recorded JSON answers of one service: `[file below the service's folder, operation, status]`. */
export function jsonRecordings(service: string, files: [string, string, number?][]): Recording[] {
  return files.map(([file, operation, status]) => ({
    file,
    operation,
    status: status ?? 200,
    body: JSON.parse(readFileSync(apiReference(service, file), 'utf8')),
  }));
}

interface Cassette {
  interactions: {
    request: { method: string; uri: string };
    response: { status: { code: number }; body: { string: string } };
  }[];
}

/**
 * The interactions of VCR cassettes (YAML), each named by the operation its request is for:
 * `operationOf` answers null for a request the tests do not compare.
 */
export function cassetteRecordings(
  service: string,
  files: string[],
  operationOf: (method: string, url: URL) => string | null,
): Recording[] {
  const recordings: Recording[] = [];
  for (const file of files) {
    const cassette = parseYaml(readFileSync(apiReference(service, file), 'utf8')) as Cassette;
    for (const { request, response } of cassette.interactions) {
      const operation = operationOf(request.method, new URL(request.uri));
      const text = response.body?.string ?? '';
      if (!operation || !text.trim().startsWith('{')) continue;
      recordings.push({ file, operation, status: response.status.code, body: JSON.parse(text) });
    }
  }
  return recordings;
}
