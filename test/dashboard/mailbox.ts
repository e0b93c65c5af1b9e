import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, its text decoded. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The first http(s) link of the text. */
  link: string | null;
}

/** Undoes quoted-printable: soft line breaks and `=XX` bytes (UTF-8). */
function quotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parse(raw: string, to: string[], from: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  let text = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') text = quotedPrintable(text);
  if (encoding === 'base64') text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  text = text.replace(/\r\n/g, '\n');
  return { to, from, subject: header('Subject'), text, link: /https?:\/\/\S+/.exec(text)?.[0] ?? null };
}

/**
 * A real SMTP server on a free local port that keeps what it receives. No STARTTLS (its built-in
 * certificate is a test one) and no AUTH: the dashboard's mailer talks plain SMTP to it.
 */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  /** While set, every message is refused with this SMTP reply. */
  refuse: string | null = null;
  private server: SMTPServer | null = null;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuse) return callback(Object.assign(new Error(this.refuse), { responseCode: 550 }));
          const to = session.envelope.rcptTo.map((r) => r.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.messages.push(parse(Buffer.concat(chunks).toString('utf8'), to, from));
          callback();
        });
      },
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server.server, 'listening');
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Waits for the next message to `to`, and answers it. */
  async next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(to));
      if (found) {
        this.messages.splice(this.messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
