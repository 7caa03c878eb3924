import { Redis } from 'ioredis';
import { pageSize, purgeMemoryMs, type PageStore, type StoredPage } from './page-store';

// A page in Redis: the length of its description (4 bytes), the description (JSON: everything but
// the body's bytes, and their lengths), then the body's parts and its compressed parts as they are.
// A hit reads the bytes and slices them: no parsing or encoding of the 150 kB of a page.
type Description = Omit<StoredPage, 'body'> & { crcs: number[]; partLengths: number[]; deflatedLengths: number[] };

function serialize(page: StoredPage): Buffer {
  const { body, ...rest } = page;
  const description: Description = { ...rest, crcs: body.crcs, partLengths: body.parts.map((part) => part.length), deflatedLengths: body.deflated.map((part) => part.length) };
  const json = Buffer.from(JSON.stringify(description));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, ...body.parts, ...body.deflated]);
}

function deserialize(stored: Buffer): StoredPage {
  const jsonEnd = 4 + stored.readUInt32BE(0);
  const { crcs, partLengths, deflatedLengths, ...rest } = JSON.parse(stored.toString('utf8', 4, jsonEnd)) as Description;
  let offset = jsonEnd;
  const slice = (length: number) => stored.subarray(offset, (offset += length));
  const parts = partLengths.map(slice);
  return { ...rest, body: { parts, deflated: deflatedLengths.map(slice), crcs } };
}

// Keys under the namespace: page:<key> (the page, expiring with it), tag:<tag> (the keys of its
// pages), purged:<tag> (when it was last purged), size (bytes per key), lru (keys by time stored)
// and bytes (the total). Each script runs atomically, so instances never see half a change.
const evict = `
local function evict(ns, key)
  local size = redis.call('HGET', ns .. ':size', key)
  if size then redis.call('DECRBY', ns .. ':bytes', size) end
  redis.call('HDEL', ns .. ':size', key)
  redis.call('ZREM', ns .. ':lru', key)
  redis.call('DEL', ns .. ':page:' .. key)
end`;

// ARGV: namespace, key, page, ttl ms, rendered since, size, max bytes, now, tags…
const setScript = `${evict}
local ns, key, ttl, since = ARGV[1], ARGV[2], tonumber(ARGV[4]), tonumber(ARGV[5])
for i = 9, #ARGV do
  local at = redis.call('GET', ns .. ':purged:' .. ARGV[i])
  if at and tonumber(at) >= since then return 0 end
end
evict(ns, key)
redis.call('SET', ns .. ':page:' .. key, ARGV[3], 'PX', ttl)
redis.call('HSET', ns .. ':size', key, ARGV[6])
redis.call('ZADD', ns .. ':lru', ARGV[8], key)
local bytes = redis.call('INCRBY', ns .. ':bytes', ARGV[6])
for i = 9, #ARGV do
  local tag = ns .. ':tag:' .. ARGV[i]
  redis.call('SADD', tag, key)
  if redis.call('PTTL', tag) < ttl then redis.call('PEXPIRE', tag, ttl) end
end
while bytes > tonumber(ARGV[7]) do
  local oldest = redis.call('ZRANGE', ns .. ':lru', 0, 0)[1]
  if not oldest then break end
  evict(ns, oldest)
  bytes = tonumber(redis.call('GET', ns .. ':bytes'))
end
return 1`;

// ARGV: namespace, now, remember ms, tags…
const purgeScript = `${evict}
local ns = ARGV[1]
for i = 4, #ARGV do
  local tag = ns .. ':tag:' .. ARGV[i]
  for _, key in ipairs(redis.call('SMEMBERS', tag)) do evict(ns, key) end
  redis.call('DEL', tag)
  redis.call('SET', ns .. ':purged:' .. ARGV[i], ARGV[2], 'PX', ARGV[3])
end
return 1`;

/**
 * Pages in Redis, shared by every server instance with the same REDIS_URL: at most `maxBytes`
 * (the oldest stored go first), each expiring after its time, purged by tag for all instances.
 */
export function createRedisPageStore({ url, maxBytes, namespace = 'ever-after:pages' }: { url: string; maxBytes: number; namespace?: string }): PageStore {
  // A request waits for at most one reconnection attempt, then renders the page itself.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  let lastProblem = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastProblem) console.warn(`[ever-after] Redis (page cache): ${error.message}`);
    lastProblem = error.message;
  });
  redis.on('ready', () => (lastProblem = ''));

  return {
    async get(key) {
      const stored = await redis.getBuffer(`${namespace}:page:${key}`);
      return stored ? deserialize(stored) : null;
    },
    async set(key, page: StoredPage, ttlMs, renderedSince) {
      const size = pageSize(page);
      if (size > maxBytes) return true;
      return (await redis.eval(setScript, 0, namespace, key, serialize(page), ttlMs, renderedSince, size, maxBytes, Date.now(), ...page.tags)) === 1;
    },
    async purge(tags) {
      if (tags.length > 0) await redis.eval(purgeScript, 0, namespace, Date.now(), purgeMemoryMs, ...tags);
    },
    async close() {
      await redis.quit();
    },
  };
}
