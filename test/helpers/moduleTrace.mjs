// `node --import ./test/helpers/moduleTrace.mjs`: appends the URL of every module the process loads
// to the file named by MODULE_TRACE_FILE. The hooks run in the loader's own thread and write
// synchronously, so a process killed later has still left its whole list.
import { register } from 'node:module';

register('./moduleTraceHooks.mjs', import.meta.url, { data: { file: process.env.MODULE_TRACE_FILE } });
