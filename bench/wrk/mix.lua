-- Load script for `wrk` (bench/server-load.ts): each connection cycles through the request mix
-- given after `--` (paths), accepting brotli as a browser does. Every response whose status is
-- not 200 or 404 counts as failed; `done` prints the figures as one JSON line for the benchmark.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  paths = args
  cursor = 0
  ok, notFound, failed = 0, 0, 0
end

function request()
  cursor = cursor % #paths + 1
  return wrk.format("GET", paths[cursor], { ["Accept-Encoding"] = "br, gzip" })
end

function response(status)
  if status == 200 then
    ok = ok + 1
  elseif status == 404 then
    notFound = notFound + 1
  else
    failed = failed + 1
  end
end

function done(summary, latency)
  local counts = { ok = 0, notFound = 0, failed = 0 }
  for _, thread in ipairs(threads) do
    counts.ok = counts.ok + thread:get("ok")
    counts.notFound = counts.notFound + thread:get("notFound")
    counts.failed = counts.failed + thread:get("failed")
  end
  local e = summary.errors
  io.write(string.format(
    '\nWRK_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"socketErrors":%d,"ok":%d,"notFound":%d,"failed":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.timeout,
    counts.ok, counts.notFound, counts.failed,
    latency:percentile(50), latency:percentile(99), latency.max))
end
