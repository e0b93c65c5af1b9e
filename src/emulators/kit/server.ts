import type { Server } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 picks a free one) and returns the base URL. */
export async function listen(app: Express, port = 0): Promise<Listening> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The app of one emulator: tests drive its faults and state through `controlRoutes` under
 * `/__emulator`, and like the real services it does not name its framework.
 */
export function emulatorApp(...controlRoutes: RequestHandler[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use('/__emulator', ...controlRoutes);
  return app;
}
