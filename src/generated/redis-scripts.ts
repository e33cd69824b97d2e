// Generated from src/redis/pacing.lua by scripts/generate.mjs (scripts/codegen/redis-scripts.mjs). Do not edit: change the .lua file, then run `npm run generate`.
/** The Lua scripts of the Redis pacing store (see src/redis/pacing.lua for what each does), and their SHA-1. */

export const ACQUIRE = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local hold = tonumber(ARGV[3])
local ttl = hold + 120000
if ARGV[2] == '1' then
  redis.call('HSET', KEYS[2], 'limit', limit)
else
  local known = tonumber(redis.call('HGET', KEYS[2], 'limit'))
  if known then limit = known end
end
local paused = tonumber(redis.call('HGET', KEYS[2], 'paused') or '0')
-- Never shorter than the pause left: an admission during a pause must not make Redis forget it.
redis.call('PEXPIRE', KEYS[2], math.max(ttl, paused - now + 120000))
if paused > now then return {0, paused - now} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local live = redis.call('ZCARD', KEYS[1])
if live < limit then
  local slot = redis.call('HINCRBY', KEYS[2], 'seq', 1)
  redis.call('ZADD', KEYS[1], now + hold + 60000, slot)
  redis.call('PEXPIRE', KEYS[1], ttl)
  return {1, slot}
end
local nth = redis.call('ZRANGE', KEYS[1], live - limit, live - limit, 'WITHSCORES')
return {0, math.max(1, math.min(tonumber(nth[2]), now + 60000) - now)}`;
export const ACQUIRE_SHA1 = 'e9b709ab79b38c8d1a57e85d62e3c9b9131a3cba';

export const RELEASE = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], 'XX', now + 60000, ARGV[1])
return 1`;
export const RELEASE_SHA1 = '33f3ecc9eb27f89628d80642ca4d9341d1cf48fe';

export const PAUSE = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local until_ = now + tonumber(ARGV[1])
local paused = tonumber(redis.call('HGET', KEYS[2], 'paused') or '0')
if until_ > paused then redis.call('HSET', KEYS[2], 'paused', until_) end
-- Kept as long as the longer pause: a short one after a long one must not make Redis forget it.
redis.call('PEXPIRE', KEYS[2], math.max(until_, paused) - now + 120000)
return 1`;
export const PAUSE_SHA1 = 'c7cde71721e5e2aab85db03a4dd0dc082711cb79';
