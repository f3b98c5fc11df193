/**
 * A wrk script that asks, on every request, for a random path of a random kind (`{n}` made a random number),
 * counts the answers by status in each thread, and prints the totals as `status <code> <count>` lines.
 */
const quoted = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

export function randomPathsScript(kinds: Record<string, string[]>): string {
  const table = Object.entries(kinds)
    .filter(([, paths]) => paths.length > 0)
    .map(([, paths]) => `  { ${paths.map(quoted).join(', ')} },`)
    .join('\n')
  return `local kinds = {
${table}
}
local threads = {}
local next_id = 1

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 100 + id)
  statuses = {}
end

function request()
  local paths = kinds[math.random(#kinds)]
  local path = (string.gsub(paths[math.random(#paths)], "{n}", tostring(math.random(1, 999999999))))
  return wrk.format("GET", path)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
  end
  for status, count in pairs(total) do io.write(string.format("status %d %d\\n", status, count)) end
end
`
}
