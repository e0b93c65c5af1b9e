import { readFileSync } from 'node:fs';
import { projectFile } from './projectFiles.js';

/** One error a partner can meet: its stable `code`, its HTTP status and the messages it is sent with. */
export interface ErrorCode {
  code: string;
  status: number;
  messages: string[];
}

/** Where `npm run docs:errors` writes the table, checked in so that production reads no source. */
export const ERROR_CODES_FILE = 'docs/concepts/error-codes.json';

/** The error codes the API answers, as last generated from the source. */
export function readErrorCodes(): ErrorCode[] {
  return JSON.parse(readFileSync(projectFile(ERROR_CODES_FILE), 'utf8')) as ErrorCode[];
}
