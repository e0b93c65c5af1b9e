import test from 'ava';
import got from 'got';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner } from '../helpers/fixtures.js';

// Attack: a cookie that does not decode (`%E0%A4%A`) made the dashboard and the wizard answer 500
// (a cheap way to fill error logs, and a crash path). A cookie that cannot be read is now ignored.

let system: TestSystem;
test.before(async () => {
  system = await startTestSystem();
  await createPartner({
    slug: 'cookies',
    returnUrls: ['https://partner.example/back'],
    enabledIntegrations: ['spotify'],
    isTransferServiceEnabled: true,
  });
});
test.after.always(async () => system?.stop());

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
      const res = await got(`${system.url}/${path}`, {
        headers: { cookie },
        throwHttpErrors: false,
        followRedirect: false,
      });
      t.true(res.statusCode < 500, `${path} with ${cookie}: ${res.statusCode}`);
    }
  }
});
