import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { EMULATOR_STARTERS } from '../../src/emulators/index.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';

// The control API every emulator has under `/__emulator`, as README documents it.

for (const service of SERVICE_IDS) {
  test(`${service}: revoke and expire-tokens name a seeded user, and refuse one the emulator does not have`, async (t) => {
    const emulator = await EMULATOR_STARTERS[service]!({
      catalogue: createCatalogue({ recordings: 50 }),
      rateLimit: null,
    });
    const control = got.extend({
      prefixUrl: `${emulator.url}/__emulator`,
      throwHttpErrors: false,
      responseType: 'json',
    });
    try {
      t.is((await control.post('revoke', { json: { user: 'demo' } })).statusCode, 200);
      t.is((await control.post('expire-tokens', { json: { user: 'medium' } })).statusCode, 200);
      t.is((await control.post('expire-tokens', { json: {} })).statusCode, 200, 'without a user: everyone');
      for (const body of [{ user: 'nobody' }, {}, { user: 42 }]) {
        const refused = await control.post('revoke', { json: body });
        t.is(refused.statusCode, 404, JSON.stringify(body));
        t.like(refused.body as unknown as object, { error: 'unknownUser' });
      }
      t.is((await control.post('expire-tokens', { json: { user: 'nobody' } })).statusCode, 404);
      const faults = await control.post('faults', { json: { latencyMs: 5, failNext: 1, failStatus: 502 } });
      t.like(faults.body as unknown as object, { faults: { latencyMs: 5, failNext: 1, failStatus: 502 } });
      t.is((await control.post('reset', { json: {} })).statusCode, 200);
      t.like((await control.get('stats')).body as unknown as object, { calls: 0, faults: { latencyMs: 0 } });
    } finally {
      await emulator.close();
    }
  });
}
