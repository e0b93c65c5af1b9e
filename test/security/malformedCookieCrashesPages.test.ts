import test from 'ava';
import got from 'got';
import { useSystem } from '../helpers/useSystem.js';

// Attack: a cookie that does not decode (`%E0%A4%A`) made the dashboard and the wizard answer 500
// (a cheap way to fill error logs, and a crash path). A cookie that cannot be read is now ignored.

const used = useSystem(test, {
  partner: { slug: 'cookies', enabledIntegrations: ['spotify'], isTransferServiceEnabled: true },
});

const COOKIES = [
  'dashboard_session=%E0%A4%A',
  'wizard_session=%E0%A4%A',
  'mlp_signin=%',
  'dashboard_login=%E0%A4%A',
  '=%E0%A4%A',
  'a=b; dashboard_session=%ZZ; ;;',
  '%E0%A4%A',
];
const PAGES = [
  'connect/dashboard',
  'connect/dashboard/keys',
  'connect/dashboard/login',
  'connect/transfer/wizard',
  'connect/transfer/start/cookies',
  'connect/cookies',
  'connect/cookies/spotify/auth',
];

test('no malformed cookie makes a page answer 500', async (t) => {
  for (const cookie of COOKIES) {
    for (const path of PAGES) {
      const res = await got(`${used.url}/${path}`, {
        headers: { cookie },
        throwHttpErrors: false,
        followRedirect: false,
      });
      t.true(res.statusCode < 500, `${path} with ${cookie}: ${res.statusCode}`);
    }
  }
});
