import { ConfigError } from '../config.js';

/** Where the dashboard's email goes out: an SMTP server and the sender's address. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
}

const ADDRESS = /^[^@\s<>]+@[^@\s<>]+$/;

/**
 * `SMTP_URL` and `MAIL_FROM`, or null when no SMTP server is configured: the dashboard then shows
 * invitation and reset links for a person to pass on instead of sending them.
 */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv, appUrl: string): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!smtpUrl) {
    if (from) throw new ConfigError('invalid configuration: MAIL_FROM is set but SMTP_URL is not');
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // The value may hold a password: it is never repeated in the message.
    throw new ConfigError('invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new ConfigError('invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL');
  const sender = from || `Partner dashboard <no-reply@${new URL(appUrl).hostname}>`;
  const address = /<([^>]*)>\s*$/.exec(sender)?.[1] ?? sender;
  if (!ADDRESS.test(address))
    throw new ConfigError(
      'invalid configuration: MAIL_FROM must be an address, optionally with a name: "Name <a@b.c>"',
    );
  return { smtpUrl, from: sender };
}
