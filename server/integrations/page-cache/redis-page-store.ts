import { Redis } from 'ioredis';
import type { BodyForm, PageBody } from './page-body';
import { pageSize, purgeMemoryMs, type PageStore, type StoredPage } from './page-store';
import { log } from '../../observability/log';

// A page in Redis, twice: as it is (page:<key>) and compressed (gzip:<key>), each the length of
// the page's description (4 bytes), the description (JSON: everything but the body's bytes), then
// the bytes of its parts. A hit reads the one its answer sends and slices it: no parsing or
// encoding of the body, and a browser's answer moves 30 kB out of Redis, not 180.
type Description = Omit<StoredPage, 'body'> & Omit<PageBody, 'parts' | 'deflated'> & { sizes: number[] };

function serialize(page: StoredPage, form: BodyForm): Buffer {
  const { body, ...rest } = page;
  const chunks = form === 'gzip' ? body.deflated : body.parts;
  const description: Description = { ...rest, lengths: body.lengths, crcs: body.crcs, sizes: chunks.map((chunk) => chunk.length) };
  const json = Buffer.from(JSON.stringify(description));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, ...chunks]);
}

function deserialize(stored: Buffer, form: BodyForm): StoredPage {
  const jsonEnd = 4 + stored.readUInt32BE(0);
  const { lengths, crcs, sizes, ...rest } = JSON.parse(stored.toString('utf8', 4, jsonEnd)) as Description;
  let offset = jsonEnd;
  const chunks = sizes.map((size) => stored.subarray(offset, (offset += size)));
  return { ...rest, body: { parts: form === 'plain' ? chunks : [], deflated: form === 'gzip' ? chunks : [], lengths, crcs } };
}

// Keys under the namespace: page:<key> and gzip:<key> (the page, expiring with it), tag:<tag> (the keys of its
// pages), purged:<tag> (when it was last purged), size (bytes per key), lru (keys by time stored)
// and bytes (the total). Each script runs atomically, so instances never see half a change.
const evict = `
local function evict(ns, key)
  local size = redis.call('HGET', ns .. ':size', key)
  if size then redis.call('DECRBY', ns .. ':bytes', size) end
  redis.call('HDEL', ns .. ':size', key)
  redis.call('ZREM', ns .. ':lru', key)
  redis.call('DEL', ns .. ':page:' .. key, ns .. ':gzip:' .. key)
end`;

// ARGV: namespace, key, page, ttl ms, rendered since, size, max bytes, now, page gzip'd, tags…
const setScript = `${evict}
local ns, key, ttl, since = ARGV[1], ARGV[2], tonumber(ARGV[4]), tonumber(ARGV[5])
for i = 10, #ARGV do
  local at = redis.call('GET', ns .. ':purged:' .. ARGV[i])
  if at and tonumber(at) >= since then return 0 end
end
evict(ns, key)
redis.call('SET', ns .. ':page:' .. key, ARGV[3], 'PX', ttl)
redis.call('SET', ns .. ':gzip:' .. key, ARGV[9], 'PX', ttl)
redis.call('HSET', ns .. ':size', key, ARGV[6])
redis.call('ZADD', ns .. ':lru', ARGV[8], key)
local bytes = redis.call('INCRBY', ns .. ':bytes', ARGV[6])
for i = 10, #ARGV do
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
    if (error.message !== lastProblem) log.warn({ err: error }, `Redis (page cache)`);
    lastProblem = error.message;
  });
  redis.on('ready', () => (lastProblem = ''));

  return {
    async get(key, form) {
      const stored = await redis.getBuffer(`${namespace}:${form === 'gzip' ? 'gzip' : 'page'}:${key}`);
      return stored ? deserialize(stored, form) : null;
    },
    async set(key, page: StoredPage, ttlMs, renderedSince) {
      const size = pageSize(page);
      if (size > maxBytes) return true;
      return (await redis.eval(setScript, 0, namespace, key, serialize(page, 'plain'), ttlMs, renderedSince, size, maxBytes, Date.now(), serialize(page, 'gzip'), ...page.tags)) === 1;
    },
    async purge(tags) {
      if (tags.length > 0) await redis.eval(purgeScript, 0, namespace, Date.now(), purgeMemoryMs, ...tags);
    },
    async close() {
      await redis.quit();
    },
  };
}
