import type { MailMessage } from './mailer.js';

/** The invitation to a partner's team: who invites, which address, the link and how long it works. */
export function invitationMessage(input: { to: string; team: string; link: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `Join ${input.team} on the partner dashboard`,
    text: [
      `You are invited to join ${input.team} on the partner dashboard as ${input.to}.`,
      '',
      'Choose your password here:',
      input.link,
      '',
      `The link works once, until ${utc(input.expiresAt)}.`,
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}

/** A link to choose a new password. */
export function passwordResetMessage(input: { to: string; team: string; link: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: 'Reset your partner dashboard password',
    text: [
      `Someone asked to reset the password of ${input.to} on the partner dashboard of ${input.team}.`,
      '',
      'Choose a new password here:',
      input.link,
      '',
      `The link works once, until ${utc(input.expiresAt)}.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
