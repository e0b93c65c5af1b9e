import express from 'express';
import { Webhook } from 'standardwebhooks';
import { listen, type Listening } from '../../src/emulators/kit/server.js';
import { eventViolation, reportViolation } from './contract.js';

export interface ReceivedEvent {
  webhookId: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/**
 * A webhook receiver for tests. It verifies every request's signature with the `standardwebhooks`
 * package (never with our own code) and answers each request with the next status of `script`
 * (then 200), so tests can make it fail a few times, answer 410, or stay down.
 */
export class WebhookReceiver {
  readonly received: ReceivedEvent[] = [];
  readonly attempts: { webhookId: string; status: number }[] = [];
  rejectedSignatures = 0;
  /** Every request as it came (headers and raw body), signed well or not: what a receiver's own check would see. */
  readonly requests: { headers: Record<string, string>; body: string }[] = [];
  /** Events whose body breaks the document's `webhooks` section: stopping the receiver fails on them. */
  readonly contractViolations: string[] = [];
  private server: Listening | null = null;
  private secrets: string[] = [];
  script: number[] = [];
  /** Status when the script is spent. */
  fallback = 200;

  async start(): Promise<string> {
    const app = express();
    app.post('/hook', express.text({ type: '*/*', limit: '1mb' }), (req, res) => {
      const body = String(req.body);
      this.requests.push({ headers: { ...(req.headers as Record<string, string>) }, body });
      const verifies = (secret: string) => {
        try {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        }
      };
      if (!this.secrets.some(verifies)) {
        this.rejectedSignatures += 1;
        return void res.status(400).send('bad signature');
      }
      const webhookId = String(req.headers['webhook-id']);
      const status = this.script.length ? this.script.shift()! : this.fallback;
      this.attempts.push({ webhookId, status });
      if (status >= 200 && status < 300) {
        const parsed = JSON.parse(body) as Omit<ReceivedEvent, 'webhookId' | 'receivedAt'>;
        const violation = eventViolation(parsed);
        if (violation && reportViolation(violation)) this.contractViolations.push(violation);
        this.received.push({ webhookId, ...parsed, receivedAt: Date.now() });
      }
      res.status(status).send(status < 300 ? 'ok' : 'not now');
    });
    this.server = await listen(app);
    return `${this.server.url}/hook`;
  }

  /** Trusts one more endpoint's signing secret. */
  useSecret(secret: string): void {
    this.secrets.push(secret);
  }

  async until(predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('the receiver did not get what was expected in time');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async stop(): Promise<void> {
    await this.server?.close();
    if (this.contractViolations.length) throw new Error(`contract: ${this.contractViolations.join('\n')}`);
  }
}
