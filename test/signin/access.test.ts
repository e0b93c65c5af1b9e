import test from 'ava';
import { Redis } from 'ioredis';
import { createAdapters } from '../../src/integrations/registry.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';
import { SERVICE_ACCESS } from '../../src/signin/access.js';

// The picker tells a person what connecting a service lets the partner do. Those words are written
// from the permissions our sign-in asks for: they must be exactly the permissions the adapters
// really put in the authorize URL, so that a new one cannot reach people without its words.

test('the picker’s words cover exactly the permissions each service’s sign-in asks for', (t) => {
  const redis = new Redis({ lazyConnect: true });
  const adapters = createAdapters({}, redis, 'access-test');
  for (const id of SERVICE_IDS) {
    const adapter = adapters.get(id)!;
    let asked: string[] = [];
    if (adapter.authorizeUrl) {
      const url = new URL(
        adapter.authorizeUrl({ redirectUri: 'https://api.example/cb', state: 's'.repeat(43), codeChallenge: 'c' }),
      );
      asked = (url.searchParams.get('scope') ?? url.searchParams.get('perms') ?? '').split(/[\s,]+/).filter(Boolean);
    }
    t.deepEqual([...asked].sort(), [...SERVICE_ACCESS.get(id)!.permissions].sort(), id);
    t.regex(SERVICE_ACCESS.get(id)!.words, /^[a-z]/, id);
  }
  redis.disconnect();
});
