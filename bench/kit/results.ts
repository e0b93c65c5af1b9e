import { mkdir, writeFile } from 'node:fs/promises';

/** Writes `bench/results/<name>.json`, the file `npm run bench` reads back into its report. */
export async function writeResult(name: string, result: unknown): Promise<void> {
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}
