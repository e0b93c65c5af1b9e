import test from 'ava';
import { ConfigError } from '../../src/config.js';
import { mailConfigFromEnv } from '../../src/mail/config.js';

// SMTP_URL and MAIL_FROM are read once at start: a bad value stops the process with one line that
// never repeats the URL (it may hold the mail server's password).

const APP = 'https://partners.example/connect';

test('no SMTP_URL: no mail, and MAIL_FROM alone is a mistake', (t) => {
  t.is(mailConfigFromEnv({}, APP), null);
  t.throws(() => mailConfigFromEnv({ MAIL_FROM: 'a@b.example' }, APP), { instanceOf: ConfigError });
});

test('an smtp or smtps URL, with the sender defaulting to the hosted pages’ host', (t) => {
  t.deepEqual(mailConfigFromEnv({ SMTP_URL: 'smtp://user:secret@mail.example:587' }, APP), {
    smtpUrl: 'smtp://user:secret@mail.example:587',
    from: 'Partner dashboard <no-reply@partners.example>',
  });
  t.is(
    mailConfigFromEnv({ SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'Acme <team@acme.example>' }, APP)!.from,
    'Acme <team@acme.example>',
  );
});

test('a bad value refuses to start, without repeating the password', (t) => {
  for (const SMTP_URL of ['http://user:hunter2@mail.example', 'not a url hunter2', 'smtp://'])
    t.false(
      t.throws(() => mailConfigFromEnv({ SMTP_URL }, APP), { instanceOf: ConfigError })!.message.includes('hunter2'),
    );
  t.throws(() => mailConfigFromEnv({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'nobody' }, APP), {
    instanceOf: ConfigError,
    message: /MAIL_FROM/,
  });
});
