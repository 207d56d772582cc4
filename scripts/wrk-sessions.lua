-- wrk script for a load of many signed-in people (scripts/budget-money.ts): every request asks for
-- the same path, each as the next of the sessions listed in a file (one cookie a line), in turn.
-- The first argument is the connections per thread (see wrk-prime.lua: the first request on each
-- waits a second, so that all connections are open before the load). The cookies are read from a
-- file, not given as arguments, so that no process list shows them.
-- Usage: wrk -t1 -s wrk-sessions.lua … -- <connections> <path> <file of cookies>
local connections = 0
local sent = 0
local requests = {}
local next = 0

function init(args)
  connections = tonumber(args[1]) or 0
  local path = args[2]
  for cookie in io.lines(args[3]) do
    if cookie ~= "" then
      local headers = {}
      for name, value in pairs(wrk.headers) do
        headers[name] = value
      end
      headers["Cookie"] = cookie
      requests[#requests + 1] = wrk.format(nil, path, headers)
    end
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
