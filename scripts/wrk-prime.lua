-- wrk script for the directory budget (scripts/budget-members.ts): the first request on each
-- connection waits a second, so that every connection is open and accepted before the load starts.
-- Node accepts one new connection per event-loop turn (libuv), so connections opened while the
-- first ones already saturate the server wait up to seconds for their first answer: that measures a
-- connection storm, not the steady state the budget is about. Usage: wrk -t1 -s wrk-prime.lua … -- <connections>
local connections = 0
local sent = 0

function init(args)
  connections = tonumber(args[1]) or 0
end

function delay()
  sent = sent + 1
  if sent <= connections then
    return 1000
  end
  return 0
end
