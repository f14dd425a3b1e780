/*
 * The Lua scripts of RedisControlStore (redis-control-store.ts, which describes the keys): each
 * change of the shared state runs as one script, so it is written, versioned and published at once.
 */

/**
 * Seeds an event with what one instance holds, at its start and after every reconnect; writes only
 * what Redis lacks. KEYS: the event's hash and goals. ARGV: speed, the version held, the control
 * held, when it was decided (-1: this instance's own anchor, never shared), then the goals held.
 * - A speed other than the instance's: nothing is written, the speed is answered to refuse it.
 * - The control replaces Redis's when Redis has none or one decided earlier: the first instance
 *   anchors every replay, an instance that held the cluster's anchor (0) puts it back over the
 *   anchor of one that never had it (-1), a later seek, pause or stage wins over an earlier one.
 * - Every goal held whose uid Redis lacks is appended (a union: none answered 2xx is dropped).
 * - The version becomes at least the one held, and one more if anything was written, which is
 *   published so the other instances reload.
 * Answers { speed, version, 1 if anything was written }.
 */
export const seedScript = `
local speed = redis.call('HGET', KEYS[1], 'speed')
if speed and speed ~= ARGV[1] then return {speed, -1, 0} end
if not speed then redis.call('HSET', KEYS[1], 'speed', ARGV[1]) end
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '-1')
local written = false
local hasControl = redis.call('HEXISTS', KEYS[1], 'control') == 1
local changedAt = tonumber(redis.call('HGET', KEYS[1], 'changedAt') or '0')
if not hasControl or tonumber(ARGV[4]) > changedAt then
  redis.call('HSET', KEYS[1], 'control', ARGV[3], 'changedAt', ARGV[4])
  written = true
end
local function uidOf(raw)
  local ok, goal = pcall(cjson.decode, raw)
  if ok and type(goal) == 'table' and type(goal.uid) == 'string' then return goal.uid end
  return raw
end
local present = {}
for _, raw in ipairs(redis.call('LRANGE', KEYS[2], 0, -1)) do present[uidOf(raw)] = true end
for index = 5, #ARGV do
  local uid = uidOf(ARGV[index])
  if not present[uid] then
    redis.call('RPUSH', KEYS[2], ARGV[index])
    present[uid] = true
    written = true
  end
end
local seeded = math.max(version, tonumber(ARGV[2]))
if written then seeded = seeded + 1 end
if seeded ~= version then redis.call('HSET', KEYS[1], 'version', seeded) end
if written then redis.call('PUBLISH', KEYS[1], '{"version":' .. seeded .. ',"reload":true}') end
return {ARGV[1], seeded, written and 1 or 0}`;

/** Puts faults back into a Redis that lost them (never over faults it holds, cleared ones included). */
export const seedFaultsScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('PUBLISH', KEYS[1], ARGV[1])
  return 1
end
return 0`;

export const setControlScript = `
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'control', ARGV[1], 'changedAt', ARGV[2])
redis.call('PUBLISH', KEYS[1], '{"version":' .. version .. ',"changedAt":' .. ARGV[2] .. ',"control":' .. ARGV[1] .. '}')
return version`;

export const fireGoalScript = `
if redis.call('LLEN', KEYS[2]) >= tonumber(ARGV[2]) then return -1 end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
local index = redis.call('RPUSH', KEYS[2], ARGV[1]) - 1
redis.call('PUBLISH', KEYS[1], '{"version":' .. version .. ',"index":' .. index .. ',"goal":' .. ARGV[1] .. '}')
return version`;

/** Every fault change writes the whole (short) list and publishes it. */
export const setFaultsScript = `
redis.call('SET', KEYS[1], ARGV[1])
redis.call('PUBLISH', KEYS[1], ARGV[1])
return 1`;

/** Uses up one use of the first fault matching the path, atomically across instances; answers it, or nil. */
export const takeFaultScript = `
local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local faults = cjson.decode(raw)
for index, fault in ipairs(faults) do
  local left = fault.left
  local unlimited = left == nil or left == cjson.null
  if (unlimited or left > 0) and string.sub(ARGV[1], 1, #fault.pathPrefix) == fault.pathPrefix then
    local taken = cjson.encode(fault)
    if not unlimited then
      fault.left = left - 1
      if fault.left <= 0 then table.remove(faults, index) end
      local encoded = #faults == 0 and '[]' or cjson.encode(faults)
      redis.call('SET', KEYS[1], encoded)
      redis.call('PUBLISH', KEYS[1], encoded)
    end
    return taken
  end
end
return nil`;

/** The armed stream refusal, read and removed at once, so only one launch of the cluster takes it. */
export const takeRefusalScript = `
local code = redis.call('GET', KEYS[1])
if code then redis.call('DEL', KEYS[1]) end
return code`;
