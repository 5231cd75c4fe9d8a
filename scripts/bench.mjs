// `pnpm bench`: runs every benchmark module in bench/*.bench.mjs, writes the figures to
// bench/results/latest.json and prints a table. A benchmark records figures; it never
// fails a build (budgets are shown beside the figures for people to judge).
//
// A benchmark module exports `name` and `run(context)`, which returns rows of
// { metric, value, unit, target? }.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

// `pnpm bench <name>` runs some benchmarks and keeps the others' last figures in latest.json
// (each benchmark's entry says when it ran).
const latestPath = join(benchDir, 'results', 'latest.json');
const previous =
  only.length > 0 && existsSync(latestPath) ? JSON.parse(readFileSync(latestPath, 'utf8')).benchmarks : {};
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  benchmarks: { ...previous },
};
const rows = [];
for (const file of files) {
  const mod = await import(pathToFileURL(join(benchDir, file)).href);
  console.log(`> ${mod.name}`);
  const started = Date.now();
  const figures = await mod.run({ root });
  results.benchmarks[mod.name] = {
    date: new Date().toISOString(),
    seconds: (Date.now() - started) / 1000,
    figures,
  };
  for (const f of figures) rows.push({ bench: mod.name, ...f });
}

mkdirSync(join(benchDir, 'results'), { recursive: true });
writeFileSync(latestPath, `${JSON.stringify(results, null, 2)}\n`);

const fmt = (v, unit) => (unit === 'bytes' ? `${(v / 1024).toFixed(1)} KB` : `${v} ${unit}`);
const table = rows.map((r) => ({
  benchmark: r.bench,
  metric: r.metric,
  value: fmt(r.value, r.unit),
  target: r.target === undefined ? '' : `< ${fmt(r.target, r.unit)}`,
  status: r.target === undefined ? '' : r.value <= r.target ? 'ok' : 'over',
}));
console.table(table);
console.log('written to bench/results/latest.json');
