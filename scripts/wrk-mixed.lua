-- wrk script for the mixed-load budget (scripts/budget-pages.ts): each connection asks in turn for
-- the paths given after `--` (the first argument is the connections per thread, see wrk-prime.lua:
-- the first request on each waits a second, so that all connections are open before the load).
-- Prints how many requests took over 2 s, which wrk's latency summary leaves out.
-- Usage: wrk -t1 --timeout 10s -s wrk-mixed.lua … -- <connections> <path> <path> …
local connections = 0
local sent = 0
local requests = {}
local next = 0

function init(args)
  connections = tonumber(args[1]) or 0
  for i = 2, #args do
    requests[#requests + 1] = wrk.format(nil, args[i])
  end
end

function request()
  next = next % #requests + 1
  return requests[next]
end

function delay()
  sent = sent + 1
  if sent <= connections then
    return 1000
  end
  return 0
end

-- wrk exposes its latency histogram only through percentiles: bisect for the share at or under
-- the limit. Latencies are in microseconds; requests slower than --timeout are not in it at all
-- (wrk counts them as timeouts).
function done(summary, latency, _)
  local limit = 2000000
  local count = summary.requests - summary.errors.timeout
  local over = 0
  if count > 0 and latency.max > limit then
    local low, high = 0, 100
    for _ = 1, 60 do
      local middle = (low + high) / 2
      if latency:percentile(middle) > limit then
        high = middle
      else
        low = middle
      end
    end
    over = count - math.floor(low / 100 * count + 0.5)
  end
  io.write(string.format("Over 2 s: %d\n", over + summary.errors.timeout))
end
