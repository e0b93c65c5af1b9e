import test from 'ava';
import { CredentialCache } from '../../src/auth/cache.js';

// Attack: sending many distinct bogus tokens filled the credential cache with refusals; when full
// it emptied itself, so every partner's credentials were checked against the database again. The
// cache is now a bounded LRU: a flood evicts the least recently used entries, not everyone's.

test('a flood of refusals keeps the recently used valid entries', (t) => {
  const cache = new CredentialCache(60_000, 1_000);
  cache.set('basic:partner', { accountId: 'a' });
  for (let i = 0; i < 5_000; i++) {
    cache.set(`client:bogus-${i}`, 'none');
    if (i % 100 === 0) t.truthy(cache.get('basic:partner'));
  }
  t.deepEqual(cache.get('basic:partner'), { accountId: 'a' });
  t.true(cache.size <= 1_000);
});

test('entries still expire and a change announcement still clears them', async (t) => {
  const cache = new CredentialCache(50);
  cache.set('k', 1);
  t.is(cache.get('k'), 1);
  await new Promise((resolve) => setTimeout(resolve, 80));
  t.is(cache.get('k'), undefined);
  cache.set('k', 2);
  cache.clear();
  t.is(cache.get('k'), undefined);
});
