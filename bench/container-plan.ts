// D48: the container plan for an offer of many slabs, in one process (the plan is a pure function of
// the slabs and the payload limits: packages/shared/src/export/container-plan.ts). 500 slabs of
// mixed sizes (2,400–3,600 × 1,400–2,200 mm), thicknesses (18, 20, 30 mm) and blocks of 16, against
// the US road limits (19.9 t in a 20', 20.185 t in a 40'): the 20' and 40' plans side by side.
//   node --import tsx bench/container-plan.ts   (PLAN_SLABS, default 500; PLAN_RUNS, default 200)
import { type PlanSlab, planContainers } from '../packages/shared/src/export/container-plan';

const SLABS = Number(process.env.PLAN_SLABS ?? 500);
const RUNS = Number(process.env.PLAN_RUNS ?? 200);

// A fixed xorshift stream, so every run plans the same slabs.
let seed = 0x2545f491;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};
const slabs: PlanSlab[] = Array.from({ length: SLABS }, (_, i) => {
  const block = `B${100 + Math.floor(i / 16)}`;
  return {
    id: i + 1,
    label: `${block}-${String((i % 16) + 1).padStart(2, '0')}`,
    block,
    lengthMm: 2400 + Math.round(next() * 1200),
    widthMm: 1400 + Math.round(next() * 800),
    thicknessMm: [18, 20, 30][Math.floor(i / 16) % 3]!,
  };
});
const limits = { '20ft': 19_900, '40ft': 20_185 };

const times: number[] = [];
let plans = planContainers(slabs, limits);
for (let r = 0; r < RUNS; r++) {
  const start = process.hrtime.bigint();
  plans = planContainers(slabs, limits);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const [twenty, forty] = plans;
console.log(
  JSON.stringify(
    {
      slabs: SLABS,
      runs: RUNS,
      msMedian: Math.round(at(0.5) * 1000) / 1000,
      msP99: Math.round(at(0.99) * 1000) / 1000,
      msMax: Math.round(times[times.length - 1]! * 1000) / 1000,
      twenty: twenty?.ok ? twenty.totals : twenty,
      forty: forty?.ok ? forty.totals : forty,
    },
    null,
    2,
  ),
);
