import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config.js';

/** One plain-text message to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; `send` resolves once the SMTP server accepted the message and rejects otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The outgoing mail error as a person can act on it, without the server's address or credentials. */
export class MailNotSent extends Error {}

/**
 * An SMTP mailer, or null without configuration. No pool: the dashboard sends a handful of
 * messages a day, and a connection per message never goes stale. Short timeouts, because a
 * person waits for the answer.
 */
export function createMailer(config: MailConfig | null): Mailer | null {
  if (!config) return null;
  // Loaded at the first message: nodemailer costs every web process (and every test that starts
  // one) a tenth of a second of CPU to load, for mail that most processes never send.
  let transport: Promise<Transporter> | undefined;
  const transportOf = (smtp: MailConfig) =>
    import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        {
          url: smtp.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
          // Its debug lines would carry the message, and with it the one-use link.
          logger: false,
          debug: false,
        },
        { from: smtp.from },
      ),
    );
  return {
    async send(message) {
      try {
        transport ??= transportOf(config);
        await (await transport).sendMail({ to: message.to, subject: message.subject, text: message.text });
      } catch (err) {
        const code =
          (err as { code?: unknown; responseCode?: unknown }).responseCode ?? (err as { code?: unknown }).code;
        throw new MailNotSent(`the mail server did not take the message${code ? ` (${String(code)})` : ''}`);
      }
    },
  };
}
