--- The Lua scripts of the Redis pacing store, the one copy both clients run: `npm run generate`
--- (scripts/codegen/redis-scripts.mjs) makes src/generated/redis-scripts.ts from this file, and
--- `npm run build` python/src/sports_data/_redis_scripts.py (never committed; the wheel carries it),
--- so a Node service and a Python notebook of one account send the same scripts (the same SHA-1) on
--- the same keys and share one minute.
---
--- Lines that start with `---` are this documentation and are left out of the scripts; a line
--- `--- @prologue` or `--- @script NAME` starts a section. Every script is the prologue, then its
--- own section. Each runs atomically in Redis, on Redis's own clock (TIME), so that machines whose
--- clocks disagree still share one exact window.
---
--- KEYS[1] `…:window`: a sorted set of live slots, scored by the time each frees. A slot in flight
---   is scored `now + hold + 60 s` (so a process that dies mid-request does not hold it for ever);
---   its release re-scores it `answer + 60 s`.
--- KEYS[2] `…:meta`: a hash of `limit` (the last known limit of the account), `paused` (no slot
---   before this time) and `seq` (slot ids).

--- @prologue
--- Redis time in ms.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

--- @script ACQUIRE
--- ARGV: limit, limitKnown (1/0), holdMs. Returns {1, slot} or {0, waitMs}; waitMs is a lower
--- bound: a slot in flight frees 60 s after an answer still to come, so never sooner than 60 s
--- from now.
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
return {0, math.max(1, math.min(tonumber(nth[2]), now + 60000) - now)}

--- @script RELEASE
--- ARGV: slot. The slot frees 60 s from now (if it has not expired on its lease already).
redis.call('ZADD', KEYS[1], 'XX', now + 60000, ARGV[1])
return 1

--- @script PAUSE
--- ARGV: ms (the pacer keeps it at most an hour). No slot is granted before now + ms.
local until_ = now + tonumber(ARGV[1])
local paused = tonumber(redis.call('HGET', KEYS[2], 'paused') or '0')
if until_ > paused then redis.call('HSET', KEYS[2], 'paused', until_) end
-- Kept as long as the longer pause: a short one after a long one must not make Redis forget it.
redis.call('PEXPIRE', KEYS[2], math.max(until_, paused) - now + 120000)
return 1
