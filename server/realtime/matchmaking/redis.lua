-- Acaso matchmaking in Redis: every operation is ONE call of this script, so it is atomic across
-- all nodes (two nodes can never claim the same waiting user). Loaded by redis.ts.
--
-- The pairing rules are those of rules.ts (keep them in step; redis.integration.test.ts runs the
-- same cases against both implementations):
--   hard: never self (socket or ident); never a blocked (reported) pair; different known languages
--         only once either side has waited WIDEN ms;
--   preference: not a recent peer; same language; more shared interests; oldest waiter.
--
-- Cost is bounded, whatever the queue length: the queue is split into buckets by primary language
-- (sorted sets scored by arrival sequence), and a search looks at the SCAN oldest waiters of each
-- bucket only. The number of buckets is bounded by the languages users declare (validated upstream).
--
-- Keys (P = prefix):
--   P:seq                 arrival counter
--   P:buckets             set of bucket names that may hold waiters
--   P:q:<bucket>          zset userId -> seq (service order: oldest first)
--   P:u:<userId>          hash: entry (JSON), ident, lang, int (interests, \31-joined), since, seq,
--                         state (queued|matched), match (matchId), node
--   P:m:<matchId>         string: the match JSON
--   P:n:<node>            set of userIds held by a node (to free them if the node dies)
--   P:alive:<node>        heartbeat of a node (PX ttl)
--   P:nodes               set of node ids that hold users
--   P:blocked             set of "identA\0identB" (sorted) pairs that never meet again
--   P:r:<ident>           list of the last peers' idents, most recent first

local P = ARGV[1]
local op = ARGV[2]
local now = tonumber(ARGV[3])
local WIDEN = tonumber(ARGV[4])
local SCAN = tonumber(ARGV[5])
local RECENT = tonumber(ARGV[6])
local TTL = tonumber(ARGV[7])

local function ukey(id) return P .. ':u:' .. id end

local function blockKey(a, b)
  if a < b then return a .. '\0' .. b end
  return b .. '\0' .. a
end

local function split(s)
  local out = {}
  if s == nil or s == false or s == '' then return out end
  for part in string.gmatch(s, '[^\31]+') do out[#out + 1] = part end
  return out
end

-- The waiter record as the rules need it.
local function load(id)
  local f = redis.call('HMGET', ukey(id), 'ident', 'lang', 'int', 'since', 'seq', 'state', 'entry', 'node')
  if not f[1] then return nil end
  return {
    id = id, ident = f[1], lang = f[2] or '', int = split(f[3]), since = tonumber(f[4]) or now,
    seq = tonumber(f[5]) or 0, state = f[6], entry = f[7], node = f[8] or ''
  }
end

-- A scanned candidate: only what the rules read (the entry JSON, the largest field, is fetched for
-- the chosen partner alone, by pickPartner). Interests are split only if the candidate is compared.
local function loadCandidate(id)
  local f = redis.call('HMGET', ukey(id), 'ident', 'lang', 'int', 'since', 'seq', 'state', 'node')
  if not f[1] then return nil end
  return {
    id = id, ident = f[1], lang = f[2] or '', rawInt = f[3], since = tonumber(f[4]) or now,
    seq = tonumber(f[5]) or 0, state = f[6], node = f[7] or ''
  }
end

-- Memoized for the duration of one call (a scan compares many candidates); remember() clears it.
local recentCache = {}
local function recentPeers(ident)
  local cached = recentCache[ident]
  if cached == nil then
    cached = redis.call('LRANGE', P .. ':r:' .. ident, 0, RECENT - 1)
    recentCache[ident] = cached
  end
  return cached
end

local function contains(list, value)
  for _, v in ipairs(list) do if v == value then return true end end
  return false
end

local function shared(a, b)
  if #a.int == 0 then return 0 end
  if b.int == nil then b.int = split(b.rawInt) end
  local mine = {}
  for _, v in ipairs(a.int) do mine[v] = true end
  local seen, n = {}, 0
  for _, v in ipairs(b.int) do
    if mine[v] and not seen[v] then n = n + 1; seen[v] = true end
  end
  return n
end

local alive = {}
local function isAlive(node)
  if node == '' then return true end
  if alive[node] == nil then alive[node] = redis.call('EXISTS', P .. ':alive:' .. node) == 1 end
  return alive[node]
end

local function canPair(a, b)
  if a.id == b.id or a.ident == b.ident then return false end
  -- A waiter whose node stopped beating is about to be reaped: never hand them to anyone.
  if not isAlive(b.node) then return false end
  if redis.call('SISMEMBER', P .. ':blocked', blockKey(a.ident, b.ident)) == 1 then return false end
  if a.lang ~= '' and b.lang ~= '' and a.lang ~= b.lang then
    if now - math.min(a.since, b.since) < WIDEN then return false end
  end
  return true
end

-- Ranking key of a candidate for `seeker` (smaller is better), as comparePartners in rules.ts.
local function better(seeker, x, y, seekerRecent)
  local rx = (contains(seekerRecent, x.ident) or contains(recentPeers(x.ident), seeker.ident)) and 1 or 0
  local ry = (contains(seekerRecent, y.ident) or contains(recentPeers(y.ident), seeker.ident)) and 1 or 0
  if rx ~= ry then return rx < ry end
  local lx = (seeker.lang ~= '' and seeker.lang == x.lang) and 1 or 0
  local ly = (seeker.lang ~= '' and seeker.lang == y.lang) and 1 or 0
  if lx ~= ly then return lx > ly end
  local ix, iy = shared(seeker, x), shared(seeker, y)
  if ix ~= iy then return ix > iy end
  if x.since ~= y.since then return x.since < y.since end
  return x.seq < y.seq
end

local function bucketOf(w) if w.lang == '' then return '_' end return w.lang end

-- Best partner among the SCAN oldest waiters of every bucket (own bucket first).
local function pickPartner(seeker)
  local seekerRecent = recentPeers(seeker.ident)
  local best = nil
  local buckets = redis.call('SMEMBERS', P .. ':buckets')
  for _, bucket in ipairs(buckets) do
    local ids = redis.call('ZRANGE', P .. ':q:' .. bucket, 0, SCAN - 1)
    if #ids == 0 then
      redis.call('SREM', P .. ':buckets', bucket)
    end
    for _, id in ipairs(ids) do
      if id ~= seeker.id then
        local c = loadCandidate(id)
        if c == nil or c.state ~= 'queued' then
          -- A stale queue entry (expired hash): drop it so it is not scanned again.
          redis.call('ZREM', P .. ':q:' .. bucket, id)
        elseif canPair(seeker, c) and (best == nil or better(seeker, c, best, seekerRecent)) then
          best = c
        end
      end
    end
  end
  if best then best.entry = redis.call('HGET', ukey(best.id), 'entry') end
  return best
end

local function remember(ident, peerIdent)
  local key = P .. ':r:' .. ident
  redis.call('LREM', key, 0, peerIdent)
  redis.call('LPUSH', key, peerIdent)
  redis.call('LTRIM', key, 0, RECENT - 1)
  redis.call('EXPIRE', key, 86400)
  recentCache[ident] = nil
end

local function dequeue(w)
  redis.call('ZREM', P .. ':q:' .. bucketOf(w), w.id)
end

local function createMatch(offerer, answerer, matchId)
  dequeue(offerer)
  dequeue(answerer)
  local json = '{"matchId":' .. cjson.encode(matchId) .. ',"createdAt":' .. string.format('%d', now) ..
    ',"offerer":' .. offerer.entry .. ',"answerer":' .. answerer.entry .. '}'
  redis.call('SET', P .. ':m:' .. matchId, json, 'EX', TTL)
  redis.call('INCR', P .. ':mcount')
  redis.call('HSET', ukey(offerer.id), 'state', 'matched', 'match', matchId)
  redis.call('HSET', ukey(answerer.id), 'state', 'matched', 'match', matchId)
  redis.call('EXPIRE', ukey(offerer.id), TTL)
  redis.call('EXPIRE', ukey(answerer.id), TTL)
  remember(offerer.ident, answerer.ident)
  remember(answerer.ident, offerer.ident)
  return json
end

-- Put a known user (hash present) in the queue and pair them if possible.
-- fresh: a new wait (new since/seq); otherwise the user keeps their place.
local function enqueue(w, fresh, matchId)
  if fresh then
    w.since = now
    w.seq = redis.call('INCR', P .. ':seq')
  end
  redis.call('HSET', ukey(w.id), 'state', 'queued', 'since', w.since, 'seq', w.seq, 'match', '')
  redis.call('EXPIRE', ukey(w.id), TTL)
  dequeue(w)
  local partner = pickPartner(w)
  if partner then return createMatch(w, partner, matchId) end
  redis.call('ZADD', P .. ':q:' .. bucketOf(w), w.seq, w.id)
  redis.call('SADD', P .. ':buckets', bucketOf(w))
  return nil
end

local function writeEntry(id, ident, lang, int, entry, node)
  redis.call('HSET', ukey(id), 'ident', ident, 'lang', lang, 'int', int, 'entry', entry, 'node', node)
  redis.call('SADD', P .. ':n:' .. node, id)
  redis.call('SADD', P .. ':nodes', node)
end

local function currentMatch(id)
  local matchId = redis.call('HGET', ukey(id), 'match')
  if not matchId or matchId == '' then return nil, nil end
  local json = redis.call('GET', P .. ':m:' .. matchId)
  if not json then return nil, nil end
  return matchId, json
end

local function forget(w)
  dequeue(w)
  redis.call('DEL', ukey(w.id))
  if w.node ~= '' then redis.call('SREM', P .. ':n:' .. w.node, w.id) end
end

-- End `id`'s match; requeue the peer; handle the caller as `self` says. Returns JSON.
local function endMatch(id, reason, onlyMatchId, self, block, newIds)
  local formed = {}
  local nextId = 1
  local function newId() local v = newIds[nextId]; nextId = nextId + 1; return v end
  local me = load(id)
  if me == nil then return '{"ended":null,"formed":[]}' end
  local matchId, json = currentMatch(id)
  if matchId and onlyMatchId ~= '' and matchId ~= onlyMatchId then
    return '{"ended":null,"formed":[]}'
  end
  if not matchId then
    if self == 'forget' then forget(me)
    elseif self == 'withdraw' then dequeue(me); redis.call('HSET', ukey(id), 'state', 'idle') end
    return '{"ended":null,"formed":[]}'
  end
  redis.call('DEL', P .. ':m:' .. matchId)
  redis.call('DECR', P .. ':mcount')
  local m = cjson.decode(json)
  local peerId = m.offerer.userId
  if peerId == id then peerId = m.answerer.userId end
  local peer = load(peerId)
  if block == '1' and peer then redis.call('SADD', P .. ':blocked', blockKey(me.ident, peer.ident)) end
  if peer and isAlive(peer.node) then
    local formedJson = enqueue(peer, true, newId())
    if formedJson then formed[#formed + 1] = formedJson end
  elseif peer then
    -- Both sides were on a dead node: nobody to tell, nothing to requeue.
    forget(peer)
  end
  me = load(id)
  if self == 'requeue' then
    local formedJson = enqueue(me, true, newId())
    if formedJson then formed[#formed + 1] = formedJson end
  elseif self == 'withdraw' then
    redis.call('HSET', ukey(id), 'state', 'idle', 'match', '')
  else
    forget(me)
  end
  return '{"ended":' .. json .. ',"formed":[' .. table.concat(formed, ',') .. ']}'
end

if op == 'search' then
  -- ARGV: 8 userId, 9 ident, 10 lang, 11 interests, 12 entry JSON, 13 node, 14 new matchId
  local id = ARGV[8]
  local matchId, json = currentMatch(id)
  if matchId then return '{"state":"matched","created":false,"match":' .. json .. '}' end
  local existing = load(id)
  writeEntry(id, ARGV[9], ARGV[10], ARGV[11], ARGV[12], ARGV[13])
  local w = load(id)
  local fresh = existing == nil or existing.state ~= 'queued'
  local formed = enqueue(w, fresh, ARGV[14])
  if formed then return '{"state":"matched","created":true,"match":' .. formed .. '}' end
  return '{"state":"queued"}'
elseif op == 'update' then
  local id = ARGV[8]
  local w = load(id)
  if w == nil then return '' end
  writeEntry(id, ARGV[9], ARGV[10], ARGV[11], ARGV[12], ARGV[13])
  if w.state == 'queued' then
    local formed = enqueue(load(id), false, ARGV[14])
    return formed or ''
  end
  local matchId, json = currentMatch(id)
  if matchId then
    local m = cjson.decode(json)
    local offerer = redis.call('HGET', ukey(m.offerer.userId), 'entry')
    local answerer = redis.call('HGET', ukey(m.answerer.userId), 'entry')
    local updated = '{"matchId":' .. cjson.encode(matchId) .. ',"createdAt":' .. string.format('%d', m.createdAt) ..
      ',"offerer":' .. offerer .. ',"answerer":' .. answerer .. '}'
    redis.call('SET', P .. ':m:' .. matchId, updated, 'KEEPTTL')
  end
  return ''
elseif op == 'end' then
  -- ARGV: 8 userId, 9 reason, 10 only matchId, 11 self, 12 block, 13.. new match ids
  local ids = {}
  for i = 13, #ARGV do ids[#ids + 1] = ARGV[i] end
  return endMatch(ARGV[8], ARGV[9], ARGV[10], ARGV[11], ARGV[12], ids)
elseif op == 'matchOf' then
  local _, json = currentMatch(ARGV[8])
  return json or ''
elseif op == 'block' then
  redis.call('SADD', P .. ':blocked', blockKey(ARGV[8], ARGV[9]))
  return ''
elseif op == 'pairWaiting' then
  -- Re-pair the oldest SCAN waiters of each bucket (waits grew: filters may have widened).
  -- ARGV 8.. new match ids (as many as pairs may form).
  local ids = {}
  for i = 8, #ARGV do ids[#ids + 1] = ARGV[i] end
  local nextId = 1
  local waiters = {}
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    for _, id in ipairs(redis.call('ZRANGE', P .. ':q:' .. bucket, 0, SCAN - 1)) do
      local w = load(id)
      if w and w.state == 'queued' then waiters[#waiters + 1] = w end
    end
  end
  table.sort(waiters, function(a, b)
    if a.since ~= b.since then return a.since < b.since end
    return a.seq < b.seq
  end)
  local formed = {}
  for _, w in ipairs(waiters) do
    if nextId > #ids then break end
    local fresh = load(w.id)
    if fresh and fresh.state == 'queued' then
      local partner = pickPartner(fresh)
      if partner then
        -- [older, younger]: the younger side makes the offer.
        formed[#formed + 1] = createMatch(partner, fresh, ids[nextId])
        nextId = nextId + 1
      end
    end
  end
  return '[' .. table.concat(formed, ',') .. ']'
elseif op == 'waiting' then
  local out = {}
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    for _, id in ipairs(redis.call('ZRANGE', P .. ':q:' .. bucket, 0, -1)) do
      local w = load(id)
      if w and w.state == 'queued' then
        out[#out + 1] = '{"since":' .. string.format('%d', w.since) .. ',"seq":' .. w.seq .. ',"entry":' .. w.entry .. '}'
      end
    end
  end
  return '[' .. table.concat(out, ',') .. ']'
elseif op == 'heartbeat' then
  -- ARGV 8 node, 9 ttl ms
  redis.call('SET', P .. ':alive:' .. ARGV[8], '1', 'PX', tonumber(ARGV[9]))
  redis.call('SADD', P .. ':nodes', ARGV[8])
  return ''
elseif op == 'reap' then
  -- Free every user of a node whose heartbeat has expired: their partners are requeued.
  -- ARGV 8 max users, 9.. new match ids
  local ids = {}
  for i = 9, #ARGV do ids[#ids + 1] = ARGV[i] end
  local limit = tonumber(ARGV[8])
  local results = {}
  local used = 0
  for _, node in ipairs(redis.call('SMEMBERS', P .. ':nodes')) do
    if redis.call('EXISTS', P .. ':alive:' .. node) == 0 then
      local users = redis.call('SRANDMEMBER', P .. ':n:' .. node, limit)
      for _, id in ipairs(users) do
        if used + 2 > #ids then break end
        local r = endMatch(id, 'disconnect', '', 'forget', '0', { ids[used + 1], ids[used + 2] })
        used = used + 2
        redis.call('SREM', P .. ':n:' .. node, id)
        results[#results + 1] = r
      end
      if redis.call('SCARD', P .. ':n:' .. node) == 0 then redis.call('SREM', P .. ':nodes', node) end
    end
  end
  return '[' .. table.concat(results, ',') .. ']'
elseif op == 'stats' then
  local waiting = 0
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    waiting = waiting + redis.call('ZCARD', P .. ':q:' .. bucket)
  end
  local matches = tonumber(redis.call('GET', P .. ':mcount') or '0')
  return '{"waiting":' .. waiting .. ',"matches":' .. matches .. '}'
end
return redis.error_reply('unknown op ' .. tostring(op))
