#!lua name=acaso_mm
-- Acaso matchmaking in Redis: every operation is ONE call of this script, so it is atomic across
-- all nodes (two nodes can never claim the same waiting user). A Redis function library (Redis 7),
-- loaded by redis.ts.
--
-- The pairing rules are those of rules.ts (keep them in step; contract.integration.test.ts runs the
-- same cases against both implementations):
--   hard: never self (socket or ident); never a blocked (reported) pair; different known languages
--         only once either side has waited WIDEN ms; a side whose filter names a country only with
--         someone from it until the same WIDEN (decision 048);
--   preference: not a recent peer; from the seeker's filter's country; same language; more shared
--   interests; oldest waiter.
--
-- Cost is bounded, whatever the queue length: the queue is split into buckets by primary language
-- (sorted sets scored by arrival sequence), and a search looks at the SCAN oldest waiters of each
-- bucket only. The number of buckets is bounded by the languages users declare (validated upstream).
-- The cost per call is also kept small in absolute terms (issue 5 d): everything the rules read about
-- a waiter is one short string, the waiter record, which IS their member of the bucket's sorted set;
-- so a bucket's window is read in slices by ZRANGE alone, oldest first, and the scan stops as soon as
-- nobody further can rank better; a block is checked (SISMEMBER) only for a candidate about to
-- become the best so far, and the entry JSON is read (HGET) only for the partner chosen. A new
-- user's hash is written once, with the outcome of their search (matched or queued).
--
-- Keys (P = prefix):
--   P:seq                 arrival counter
--   P:buckets             set of bucket names that may hold waiters
--   P:q:<bucket>          zset waiter record -> seq (service order: oldest first). A waiter record is
--                         ident \31 userId \31 lang \31 since \31 seq \31 node \31 interests \31 recent
--                         peers (lists joined by \30; idents, ids and interests never hold control
--                         characters). A record older than the TTL is stale and dropped when met.
--                         The lang field is the pairing language, or (decision 048) the pairing
--                         language \29 own country \29 filter's country when either country is set.
--   P:u:<userId>          hash: entry (JSON), ident, lang (as in the record), int (interests, \30-joined), node,
--                         match (matchId while matched), rec (their waiter record while waiting),
--                         susp (issue 16: until when their match waits for their resume, ms)
--   P:susp                zset userId -> until (ms): matched users whose connection dropped
--   P:m:<matchId>         string: the match JSON
--   P:n:<node>            set of userIds held by a node (to free them if the node dies)
--   P:alive:<node>        heartbeat of a node (PX ttl)
--   P:known:<node>        set by a node's heartbeat (1 day ttl); missing = Redis lost its data
--   P:nodes               set of node ids that hold users
--   P:blocked             set of "identA\0identB" (sorted) pairs that never meet again
--   P:r:<ident>           the last peers' idents, most recent first, \30-joined (a string)

-- Set at the start of every call (see the registration at the end); the helpers below read them.
-- NOW and TTLS are the arguments as given (strings): a Lua number turned into a string costs a
-- printf, so numbers that only go back out (JSON, command arguments) stay strings.
local P, now, NOW, WIDEN, SCAN, RECENT, TTL, TTLS
local SETTINGS = {}

-- Small integers as command arguments (the scan window's bounds), formatted once per process.
local INTS = {}
local function int(n)
  local s = INTS[n]
  if s == nil then
    s = string.format('%d', n)
    if n >= -1 and n <= 1024 then INTS[n] = s end
  end
  return s
end

local FS = '\31'
local LS = '\30'
local GS = '\29'

local function ukey(id) return P .. ':u:' .. id end
local function qkey(bucket) return P .. ':q:' .. bucket end
local function rkey(ident) return P .. ':r:' .. ident end

local function blockKey(a, b)
  if a < b then return a .. '\0' .. b end
  return b .. '\0' .. a
end

-- Splits keeping empty parts (plain find, no patterns).
local function fields(s, sep)
  local out, n, start = {}, 1, 1
  while true do
    local j = string.find(s, sep, start, true)
    if not j then
      out[n] = string.sub(s, start)
      return out
    end
    out[n] = string.sub(s, start, j - 1)
    n = n + 1
    start = j + 1
  end
end

local function list(s)
  if s == nil or s == false or s == '' then return {} end
  return fields(s, LS)
end

local function bucketOf(w) if w.lang == '' then return '_' end return w.lang end

-- Splits a lang field (see Keys) into w.lang (the pairing language), w.country (the user's own) and
-- w.want (their filter's country); w.key keeps the field as stored.
local function withPlace(w)
  local raw = w.lang or ''
  w.key = raw
  local i = string.find(raw, GS, 1, true)
  if i == nil then
    w.country = ''
    w.want = ''
    return w
  end
  local f = fields(raw, GS)
  w.lang = f[1]
  w.country = f[2] or ''
  w.want = f[3] or ''
  return w
end

-- A waiter from their record (a queue member). Lists are split lazily (most candidates are never
-- compared); the entry JSON is read only for the chosen partner (entryOf).
local function parse(rec)
  local f, start = {}, 1
  for n = 1, 7 do
    local j = string.find(rec, FS, start, true)
    if not j then return nil end
    f[n] = string.sub(rec, start, j - 1)
    start = j + 1
  end
  return withPlace({
    ident = f[1], id = f[2], lang = f[3], since = tonumber(f[4]) or now, seq = tonumber(f[5]) or 0,
    node = f[6], rawInt = f[7], rawRecent = string.sub(rec, start), queued = true, rec = rec
  })
end

-- A record from before now - TTL: its user's hash has expired (or is about to); never paired.
local function stale(w) return now - w.since > TTL * 1000 end

-- The entry JSON of a waiter, or nil if their hash has gone (expired before their record went stale
-- by the nodes' clocks).
local function entryOf(w)
  if w.entry == nil then w.entry = redis.call('HGET', ukey(w.id), 'entry') end
  return w.entry or nil
end

local function pack(w)
  return table.concat({ w.ident, w.id, w.key, string.format('%d', w.since), string.format('%d', w.seq),
    w.node, w.rawInt, w.rawRecent }, FS)
end

-- A user as the hash knows them; `rec` is their waiter record while they wait.
local function load(id)
  local f = redis.call('HMGET', ukey(id), 'ident', 'lang', 'int', 'node', 'entry', 'rec', 'susp')
  if not f[1] then return nil end
  local rec = f[6] or ''
  return withPlace({ id = id, ident = f[1], lang = f[2] or '', rawInt = f[3] or '', node = f[4] or '',
    entry = f[5], rec = rec, queued = rec ~= '', susp = f[7] or '' })
end

-- A user as the caller of search/update describes them (args 8..13).
local function fromArgs(A)
  return withPlace({ id = A[8], ident = A[9], lang = A[10], rawInt = A[11], entry = A[12], node = A[13] })
end

-- The hash fields of a user's entry, followed by `...` (more field/value pairs).
local function entryFields(w, ...)
  return 'ident', w.ident, 'lang', w.key, 'int', w.rawInt, 'entry', w.entry, 'node', w.node, ...
end

-- Writes `...` (field/value pairs) to a user's hash, with their entry fields when the hash is not
-- written yet (a new user's hash is written once, with the outcome of their search).
local function writeUser(w, ...)
  if w.new then
    w.new = false
    redis.call('HSET', ukey(w.id), entryFields(w, ...))
  else
    redis.call('HSET', ukey(w.id), ...)
  end
end

local alive = {} -- per call: node -> heartbeat seen
local function isAlive(node)
  if node == '' then return true end
  if alive[node] == nil then alive[node] = redis.call('EXISTS', P .. ':alive:' .. node) == 1 end
  return alive[node]
end

-- What the seeker needs for ranking, computed once per call.
local function prepare(seeker)
  -- (numeric loops rather than ipairs on the hot path: every ipairs step is a C call)
  local recent = {}
  local peers = list(seeker.rawRecent)
  for i = 1, #peers do recent[peers[i]] = true end
  seeker.recentSet = recent
  local interests, count = {}, 0
  local own = list(seeker.rawInt)
  for i = 1, #own do
    local v = own[i]
    if not interests[v] then interests[v] = true; count = count + 1 end
  end
  seeker.intSet = interests
  seeker.intCount = count
  seeker.head = seeker.ident .. FS
  -- The best country rank a candidate can have (decision 048): 1 when the seeker asks for one.
  seeker.cMax = (seeker.want ~= nil and seeker.want ~= '') and 1 or 0
  -- The seeker's node is alive: it is making this call (or reaping on behalf of a live one).
  if seeker.node ~= '' and alive[seeker.node] == nil then alive[seeker.node] = true end
end

-- Is `ident` one of the idents of a \30-joined list? (no new strings: bytes around a plain find)
local function listed(raw, ident)
  local from = 1
  while true do
    local i, j = string.find(raw, ident, from, true)
    if not i then return false end
    local before = i == 1 or string.byte(raw, i - 1) == 30
    local after = j == #raw or string.byte(raw, j + 1) == 30
    if before and after then return true end
    from = i + 1
  end
end

-- Ranks of candidate c for the seeker, as comparePartners in rules.ts: recent (0 best), from the
-- seeker's filter's country (1 best), same language (1 best), then shared interests (more is better, computed only when needed), since, seq.
local function rank(seeker, c)
  c.rRank = (seeker.recentSet[c.ident] or listed(c.rawRecent, seeker.ident)) and 1 or 0
  c.cRank = (seeker.want ~= '' and seeker.want == c.country) and 1 or 0
  c.lRank = (seeker.lang ~= '' and seeker.lang == c.lang) and 1 or 0
end

local function interestsRank(seeker, c)
  if c.iRank == nil then
    local n = 0
    if seeker.intCount > 0 and c.rawInt ~= '' then
      local seen = {}
      local theirs = list(c.rawInt)
      for i = 1, #theirs do
        local v = theirs[i]
        if seeker.intSet[v] and not seen[v] then n = n + 1; seen[v] = true end
      end
    end
    c.iRank = n
  end
  return c.iRank
end

local function better(seeker, x, y)
  if x.rRank ~= y.rRank then return x.rRank < y.rRank end
  if x.cRank ~= y.cRank then return x.cRank > y.cRank end
  if x.lRank ~= y.lRank then return x.lRank > y.lRank end
  local ix, iy = interestsRank(seeker, x), interestsRank(seeker, y)
  if ix ~= iy then return ix > iy end
  if x.since ~= y.since then return x.since < y.since end
  return x.seq < y.seq
end

local function languagesAllow(a, b)
  if a.lang ~= '' and b.lang ~= '' and a.lang ~= b.lang then
    return now - math.min(a.since, b.since) >= WIDEN
  end
  -- Decision 048: a country filter holds out for its country until the same widening.
  if (a.want ~= '' and a.want ~= b.country) or (b.want ~= '' and b.want ~= a.country) then
    return now - math.min(a.since, b.since) >= WIDEN
  end
  return true
end

-- The first slice read of a bucket: in the usual case its first waiter is the partner.
local FIRST = 2

-- Best partner among the SCAN oldest waiters of every bucket. `seeker` has been prepare()d.
-- A bucket is read oldest first (FIRST waiters, then the rest of the window), and the search stops as soon as nobody
-- further can rank better: within a bucket, once a candidate is not recent and shares every interest
-- (later ones are younger); across buckets, once a candidate of the seeker's own language is not
-- recent (other buckets are other languages, which rank lower).
local function pickPartner(seeker)
  local best = nil
  local own = bucketOf(seeker)
  -- Returns whether the bucket holds anyone.
  local function scanBucket(bucket)
    local qk = qkey(bucket)
    local seen = false
    local from = 0
    local stop = false
    local size = FIRST
    while from < SCAN and not stop do
      local recs = redis.call('ZRANGE', qk, int(from), int(math.min(from + size, SCAN) - 1))
      if #recs == 0 then
        if from == 0 then redis.call('SREM', P .. ':buckets', bucket) end
        break
      end
      seen = true
      for i = 1, #recs do
        local rec = recs[i]
        -- The record starts with the ident: the seeker's own (and their other tabs') are skipped
        -- without being parsed.
        if string.find(rec, seeker.head, 1, true) ~= 1 then
          local c = parse(rec)
          if c == nil or stale(c) then
            -- A stale queue entry: drop it so it is not scanned again.
            redis.call('ZREM', qk, rec)
          -- A waiter whose node stopped beating is about to be reaped: never hand them to anyone.
          elseif isAlive(c.node) and languagesAllow(seeker, c) then
            rank(seeker, c)
            -- Nobody later in this bucket (younger, ranked no higher) beats a perfect candidate.
            local perfect = c.rRank == 0 and c.cRank == seeker.cMax and interestsRank(seeker, c) == seeker.intCount
            if best == nil or better(seeker, c, best) then
              if redis.call('SISMEMBER', P .. ':blocked', blockKey(seeker.ident, c.ident)) == 0 then
                best = c
                if perfect then stop = true; break end
              end
            elseif perfect then
              stop = true
              break
            end
          end
        end
      end
      if #recs < size then break end
      from = from + size
      size = SCAN
    end
    return seen
  end
  -- The seeker's own language first: a candidate there who is not a recent peer outranks everyone
  -- in the other buckets, which are then not read at all.
  local ownListed = scanBucket(own)
  if best and best.rRank == 0 and best.cRank == seeker.cMax and best.lRank == 1 then return best, ownListed end
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    if bucket ~= own then scanBucket(bucket) end
  end
  return best, ownListed
end

-- The last peers of `ident` with `peer` in front (read from what the caller already holds).
local function remember(ident, rawRecent, peerIdent)
  local out = { peerIdent }
  local before = list(rawRecent)
  for i = 1, #before do
    if #out >= RECENT then break end
    if before[i] ~= peerIdent then out[#out + 1] = before[i] end
  end
  redis.call('SET', rkey(ident), table.concat(out, LS), 'EX', '86400')
end

-- Leaves the queue (if waiting): the queue member goes; `keepRec` when the caller rewrites the hash.
local function dequeue(w, keepRec)
  if not w.queued then return end
  redis.call('ZREM', qkey(bucketOf(w)), w.rec)
  if not keepRec then redis.call('HSET', ukey(w.id), 'rec', '') end
  w.queued = false
end

-- Pairs two users; a side read from the queue (`queued`) leaves it. One hash write per side.
local function createMatch(offerer, answerer, matchId, entries)
  local json = '{"matchId":' .. cjson.encode(matchId) .. ',"createdAt":' .. NOW ..
    ',"offerer":' .. entries[1] .. ',"answerer":' .. entries[2] .. '}'
  redis.call('SET', P .. ':m:' .. matchId, json, 'EX', TTLS)
  dequeue(offerer, true)
  writeUser(offerer, 'match', matchId, 'rec', '')
  dequeue(answerer, true)
  writeUser(answerer, 'match', matchId, 'rec', '')
  remember(offerer.ident, offerer.rawRecent, answerer.ident)
  remember(answerer.ident, answerer.rawRecent, offerer.ident)
  return json
end

-- pickPartner, skipping waiters whose hash has gone: they leave the queue and the next best is taken.
local function pickLive(w)
  local partner, ownListed
  for _ = 1, 8 do
    partner, ownListed = pickPartner(w)
    if partner == nil or entryOf(partner) then return partner, ownListed end
    dequeue(partner, true)
  end
  return nil, ownListed
end

-- Pairs `w` (not in a match and not in the queue; w.entry is their entry JSON; w.new when their hash
-- is still to be written) or puts them in the queue.
-- fresh: a new wait (new since/seq); otherwise w.since and w.seq keep their place.
local function enqueue(w, fresh, matchId)
  -- A new wait starts now; its place in the queue (seq) is taken only if nobody pairs at once.
  if fresh then w.since = now end
  w.rawRecent = redis.call('GET', rkey(w.ident)) or ''
  prepare(w)
  local partner, ownListed = pickLive(w)
  local formed = nil
  if partner then
    formed = createMatch(w, partner, matchId, { w.entry, entryOf(partner) })
  else
    if fresh then w.seq = redis.call('INCR', P .. ':seq') end
    local bucket = bucketOf(w)
    w.rec = pack(w)
    redis.call('ZADD', qkey(bucket), w.seq, w.rec)
    w.queued = true
    -- A bucket that held someone a moment ago is listed already.
    if not ownListed then redis.call('SADD', P .. ':buckets', bucket) end
    writeUser(w, 'rec', w.rec)
  end
  redis.call('EXPIRE', ukey(w.id), TTLS)
  return formed
end


local function currentMatch(id)
  local matchId = redis.call('HGET', ukey(id), 'match')
  if not matchId or matchId == '' then return nil, nil end
  local json = redis.call('GET', P .. ':m:' .. matchId)
  if not json then return nil, nil end
  return matchId, json
end

-- The waiter record of `id`, parsed, or nil when they are not waiting.
local function waiting(id)
  local rec = redis.call('HGET', ukey(id), 'rec')
  if not rec or rec == '' then return nil end
  return parse(rec)
end

local function forget(w)
  dequeue(w, true)
  redis.call('DEL', ukey(w.id))
  if w.node ~= '' then redis.call('SREM', P .. ':n:' .. w.node, w.id) end
  if w.susp ~= nil and w.susp ~= '' then redis.call('ZREM', P .. ':susp', w.id) end
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
    elseif self == 'withdraw' then dequeue(me) end
    return '{"ended":null,"formed":[]}'
  end
  redis.call('DEL', P .. ':m:' .. matchId)
  redis.call('HSET', ukey(id), 'match', '')
  local m = cjson.decode(json)
  local peerId = m.offerer.userId
  if peerId == id then peerId = m.answerer.userId end
  local peer = load(peerId)
  if block == '1' and peer then redis.call('SADD', P .. ':blocked', blockKey(me.ident, peer.ident)) end
  if peer and peer.susp ~= '' then
    -- The peer's connection is down too (waiting for their resume): nobody to requeue.
    forget(peer)
  elseif peer and isAlive(peer.node) then
    redis.call('HSET', ukey(peerId), 'match', '')
    local formedJson = enqueue(peer, true, newId())
    if formedJson then formed[#formed + 1] = formedJson end
  elseif peer then
    -- Both sides were on a dead node: nobody to tell, nothing to requeue.
    forget(peer)
  end
  if me.susp ~= '' and self ~= 'forget' then
    redis.call('ZREM', P .. ':susp', id)
    redis.call('HSET', ukey(id), 'susp', '')
  end
  if self == 'requeue' then
    local formedJson = enqueue(me, true, newId())
    if formedJson then formed[#formed + 1] = formedJson end
  elseif self == 'forget' then
    forget(me)
  end
  return '{"ended":' .. json .. ',"formed":[' .. table.concat(formed, ',') .. ']}'
end


local ops = {}

function ops.search(A)
  -- args: 8 userId, 9 ident, 10 lang, 11 interests, 12 entry JSON, 13 node, 14 new matchId
  local w = fromArgs(A)
  local id = w.id
  local old = nil
  if redis.call('EXISTS', ukey(id)) == 0 then
    -- A new user is neither in a match nor waiting: nothing more to read, and their hash is written
    -- once, with the outcome (enqueue). A user id is one socket, on one node for its whole life:
    -- registered with that node once, when first seen.
    w.new = true
    redis.call('SADD', P .. ':n:' .. w.node, id)
  else
    local matchId, json = currentMatch(id)
    if matchId then return '{"state":"matched","created":false,"match":' .. json .. '}' end
    old = waiting(id)
    if old then
      dequeue(old, true)
      w.since = old.since
      w.seq = old.seq
    end
    redis.call('HSET', ukey(id), entryFields(w, 'rec', ''))
  end
  local formed = enqueue(w, old == nil, A[14])
  if formed then return '{"state":"matched","created":true,"match":' .. formed .. '}' end
  return '{"state":"queued"}'
end

function ops.update(A)
  local id = A[8]
  if not redis.call('HGET', ukey(id), 'ident') then return '' end
  local old = waiting(id)
  if old then dequeue(old, true) end
  local w = fromArgs(A)
  redis.call('HSET', ukey(id), entryFields(w, 'rec', ''))
  if old then
    w.since = old.since
    w.seq = old.seq
    return enqueue(w, false, A[14]) or ''
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
end

ops['end'] = function(A)
  -- args: 8 userId, 9 reason, 10 only matchId, 11 self, 12 block, 13.. new match ids
  local ids = {}
  for i = 13, #A do ids[#ids + 1] = A[i] end
  return endMatch(A[8], A[9], A[10], A[11], A[12], ids)
end

function ops.matchOf(A)
  local _, json = currentMatch(A[8])
  return json or ''
end

function ops.suspend(A)
  -- Issue 16. args: 8 userId, 9 until (ms). Keeps the user's match, marked as waiting for their
  -- resume; a user in no match is forgotten (as a disconnect). Returns the match JSON or ''.
  local id = A[8]
  local me = load(id)
  if me == nil then return '' end
  local matchId, json = currentMatch(id)
  if not matchId then
    forget(me)
    return ''
  end
  redis.call('HSET', ukey(id), 'susp', A[9])
  redis.call('ZADD', P .. ':susp', A[9], id)
  return json
end

function ops.resume(A)
  -- Issue 16. args: 8..13 the new socket's entry (as search), 14 matchId, 15 previous userId.
  -- The new socket takes over the previous one's side of a match that still exists.
  local w = fromArgs(A)
  local matchId, prev = A[14], A[15]
  local json = redis.call('GET', P .. ':m:' .. matchId)
  if not json then return '{"state":"refused","reason":"ended"}' end
  local old = load(prev)
  if old == nil or redis.call('HGET', ukey(prev), 'match') ~= matchId then
    return '{"state":"refused","reason":"ended"}'
  end
  if old.ident ~= w.ident then return '{"state":"refused","reason":"mismatch"}' end
  local m = cjson.decode(json)
  local peerId = m.offerer.userId
  if peerId == prev then peerId = m.answerer.userId end
  local peerEntry = redis.call('HGET', ukey(peerId), 'entry')
  if not peerEntry then return '{"state":"refused","reason":"ended"}' end
  if w.id ~= prev then
    local existing = load(w.id)
    if existing then
      local busy = redis.call('HGET', ukey(w.id), 'match')
      if busy and busy ~= '' then return '{"state":"refused","reason":"busy"}' end
      dequeue(existing, true)
    else
      redis.call('SADD', P .. ':n:' .. w.node, w.id)
    end
    forget(old)
  else
    redis.call('ZREM', P .. ':susp', prev)
  end
  redis.call('HSET', ukey(w.id), entryFields(w, 'match', matchId, 'rec', '', 'susp', ''))
  redis.call('EXPIRE', ukey(w.id), TTLS)
  local offerer, answerer = w.entry, peerEntry
  if m.offerer.userId == peerId then offerer, answerer = peerEntry, w.entry end
  local updated = '{"matchId":' .. cjson.encode(matchId) .. ',"createdAt":' .. string.format('%d', m.createdAt) ..
    ',"offerer":' .. offerer .. ',"answerer":' .. answerer .. '}'
  redis.call('SET', P .. ':m:' .. matchId, updated, 'KEEPTTL')
  return '{"state":"resumed","match":' .. updated .. '}'
end

function ops.block(A)
  redis.call('SADD', P .. ':blocked', blockKey(A[8], A[9]))
  return ''
end

function ops.pairWaiting(A)
  -- Re-pair the oldest SCAN waiters of each bucket, oldest first. A search pairs at once whenever the
  -- rules allow, so only a wait that has grown past WIDEN (different languages now allowed) can have
  -- made someone pairable since: only such waiters look again.
  -- args 8.. new match ids (as many as pairs may form).
  local ids = {}
  for i = 8, #A do ids[#ids + 1] = A[i] end
  local nextId = 1
  local waiters = {}
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    for _, rec in ipairs(redis.call('ZRANGE', qkey(bucket), '0', int(SCAN - 1))) do
      local w = parse(rec)
      if w and not stale(w) and now - w.since >= WIDEN then waiters[#waiters + 1] = w end
    end
  end
  table.sort(waiters, function(a, b)
    if a.since ~= b.since then return a.since < b.since end
    return a.seq < b.seq
  end)
  local formed = {}
  local taken = {}
  for _, w in ipairs(waiters) do
    if nextId > #ids then break end
    if not taken[w.id] and isAlive(w.node) and entryOf(w) then
      prepare(w)
      local partner = pickLive(w)
      if partner then
        taken[partner.id] = true
        taken[w.id] = true
        -- [younger, older]: the younger side makes the offer.
        formed[#formed + 1] = createMatch(partner, w, ids[nextId], { entryOf(partner), entryOf(w) })
        nextId = nextId + 1
      end
    end
  end
  return '[' .. table.concat(formed, ',') .. ']'
end

function ops.waiting(A)
  local out = {}
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    for _, rec in ipairs(redis.call('ZRANGE', qkey(bucket), 0, -1)) do
      local w = parse(rec)
      if w and not stale(w) and entryOf(w) then
        out[#out + 1] = '{"since":' .. string.format('%d', w.since) .. ',"seq":' .. string.format('%d', w.seq) ..
          ',"entry":' .. w.entry .. '}'
      end
    end
  end
  return '[' .. table.concat(out, ',') .. ']'
end

function ops.heartbeat(A)
  -- args 8 node, 9 ttl ms
  redis.call('SET', P .. ':alive:' .. A[8], '1', 'PX', tonumber(A[9]))
  redis.call('SADD', P .. ':nodes', A[8])
  -- A marker that outlives the heartbeat: when it is gone, Redis lost this node's keys (a restart
  -- without persistence, FLUSHALL) and the node must write back what it knows. '1' says so.
  local known = redis.call('SET', P .. ':known:' .. A[8], '1', 'PX', 86400000, 'GET')
  if known then return '' end
  return '1'
end

function ops.reap(A)
  -- Free every user of a node whose heartbeat has expired: their partners are requeued.
  -- args 8 max users, 9.. new match ids
  local ids = {}
  for i = 9, #A do ids[#ids + 1] = A[i] end
  local limit = tonumber(A[8])
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
  -- Issue 16: matches whose dropped side did not come back in time end like a disconnect.
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', P .. ':susp', '-inf', NOW, 'LIMIT', '0', int(limit))) do
    if used + 2 > #ids then break end
    local r = endMatch(id, 'disconnect', '', 'forget', '0', { ids[used + 1], ids[used + 2] })
    used = used + 2
    -- endMatch forgets a user it finds; one it does not find (hash expired) leaves the set here.
    redis.call('ZREM', P .. ':susp', id)
    results[#results + 1] = r
  end
  return '[' .. table.concat(results, ',') .. ']'
end

-- Issue 17: the store lost its data (restart without persistence); a node writes back one side of a
-- match its socket is in. args: 8..13 the user as for search, 14 matchId, 15 the match JSON.
function ops.restore(A)
  local w = fromArgs(A)
  if redis.call('EXISTS', ukey(w.id)) == 1 then return 0 end
  redis.call('SET', P .. ':m:' .. A[14], A[15], 'EX', TTLS, 'NX')
  redis.call('SADD', P .. ':n:' .. w.node, w.id)
  redis.call('HSET', ukey(w.id), entryFields(w, 'match', A[14], 'rec', ''))
  redis.call('EXPIRE', ukey(w.id), TTLS)
  return 1
end

function ops.stats(A)
  local count = 0
  for _, bucket in ipairs(redis.call('SMEMBERS', P .. ':buckets')) do
    count = count + redis.call('ZCARD', qkey(bucket))
  end
  return count
end

-- One library function; its helpers above are defined once, when the library is loaded.
-- args: 1 prefix, 2 op, 3 now (ms), 4 widen after (ms), 5 scan window, 6 recent peers kept,
-- 7 record TTL (s), 8.. the op's own arguments.
redis.register_function('acaso_mm', function(_, args)
  P = args[1]
  NOW = args[3]
  now = tonumber(NOW)
  -- The settings rarely change between calls: parsed again only when their text differs (Lua
  -- strings are interned, so the comparison is a pointer compare).
  if args[4] ~= SETTINGS[4] or args[5] ~= SETTINGS[5] or args[6] ~= SETTINGS[6] or args[7] ~= SETTINGS[7] then
    SETTINGS = { [4] = args[4], [5] = args[5], [6] = args[6], [7] = args[7] }
    WIDEN = tonumber(args[4])
    SCAN = tonumber(args[5])
    RECENT = tonumber(args[6])
    TTLS = args[7]
    TTL = tonumber(TTLS)
  end
  alive = {}
  local run = ops[args[2]]
  if not run then return redis.error_reply('unknown op ' .. tostring(args[2])) end
  return run(args)
end)
