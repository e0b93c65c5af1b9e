import type { Redis } from 'ioredis';

// Deletes in one script, so that nothing the system does can come between finding the keys and
// deleting them: a lock that expires in between made a KEYS-then-DEL count one short, and a key
// written in between outlived a "flush".
const FLUSH_MATCHING = `
local keys = redis.call('KEYS', ARGV[1])
for i = 1, #keys, 1000 do
  redis.call('DEL', unpack(keys, i, math.min(i + 999, #keys)))
end
return keys`;

/** Every key matching `pattern` gone at one stroke, as a restart without data or a FLUSHALL does; answers the keys that went. */
export async function flushMatching(redis: Redis, pattern: string): Promise<string[]> {
  return (await redis.eval(FLUSH_MATCHING, 0, pattern)) as string[];
}
