// `node bench/profile.mjs <file.cpuprofile> [n]`: the functions with the most self time in a V8 CPU
// profile (run.mjs writes the server's with BENCH_PROFILE=dir), grouped by function and file.
import { readFileSync } from 'node:fs';

const [file, n = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile.mjs <file.cpuprofile> [n]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self.entries()].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0);
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(((total - idle) / total) * 100).toFixed(0)} % busy`);
for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
  console.log(`${((us / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
