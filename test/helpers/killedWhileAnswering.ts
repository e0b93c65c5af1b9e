import { ServerResponse } from 'node:http';

// Loaded into a web process a test starts (`--import`, see ./webProcess.ts). With
// `FAULT_KILL_ANSWERING="<METHOD> <path>"` the process kills itself with SIGKILL as it begins its
// first successful answer to such a request: the route has done its work and committed it, and
// nothing the answer would set off (a byte on the wire, what is kept when it ends) happens, as when
// the machine is lost at that instant.
const armed = process.env.FAULT_KILL_ANSWERING;

if (armed) {
  const [method, path] = armed.split(' ');
  const end = ServerResponse.prototype.end;
  ServerResponse.prototype.end = function (this: ServerResponse, ...args: unknown[]) {
    const req = this.req as ServerResponse['req'] & { originalUrl?: string };
    if (req.method === method && (req.originalUrl ?? req.url ?? '').startsWith(path) && this.statusCode < 300)
      process.kill(process.pid, 'SIGKILL');
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
