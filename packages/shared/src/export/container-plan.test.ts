import { describe, expect, it } from 'vitest';
import {
  type PlanSlab,
  planContainers,
  planContainersOfSize,
  slabGrams,
  slabsPerBundle,
} from './container-plan';

/** n slabs of one block, 3000 × 1800 mm, of the thickness given. */
function slabsOf(n: number, thicknessMm: number, block = 'B114', extra: Partial<PlanSlab> = {}): PlanSlab[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    label: `${block}-${String(i + 1).padStart(2, '0')}`,
    block,
    lengthMm: 3000,
    widthMm: 1800,
    thicknessMm,
    ...extra,
  }));
}

describe('the container plan (D48)', () => {
  it('weighs a slab as length × width × thickness × 2.7 t/m³, or its stone’s density', () => {
    // 3.0 m × 1.8 m × 0.03 m = 0.162 m³; × 2,700 kg/m³ = 437.4 kg.
    expect(slabGrams({ lengthMm: 3000, widthMm: 1800, thicknessMm: 30 })).toBe(437_400);
    // 2 cm: 0.108 m³ × 2,700 = 291.6 kg; a denser black granite at 3.0 t/m³: 324 kg.
    expect(slabGrams({ lengthMm: 3000, widthMm: 1800, thicknessMm: 20 })).toBe(291_600);
    expect(slabGrams({ lengthMm: 3000, widthMm: 1800, thicknessMm: 20, densityKgM3: 3000 })).toBe(324_000);
    expect(slabsPerBundle(30)).toBe(7);
    expect(slabsPerBundle(20)).toBe(10);
    expect(slabsPerBundle(300)).toBe(1);
  });

  it('counts m² on the area given (the usable area billed), and weighs the whole slab', () => {
    const plan = planContainersOfSize(slabsOf(10, 20, 'B114', { areaMm2: 2_700_000 }), '20ft', 24_000);
    if (!plan.ok) throw new Error('refused');
    expect(plan.totals.areaM2).toBe(27);
    expect(plan.totals.netKg).toBe(2_916);
    const whole = planContainersOfSize(slabsOf(10, 20), '20ft', 24_000);
    if (!whole.ok) throw new Error('refused');
    expect(whole.totals.areaM2).toBe(54);
  });

  it('fits 42 slabs of 3.0 × 1.8 m × 30 mm in a 20′ under the US road limit of 19.9 t', () => {
    // Hand figures: a bundle of 7 slabs weighs 7 × 437.4 + 200 (tare) = 3,261.8 kg. Six bundles:
    // 42 slabs, net 18,370.8 kg, gross 19,570.8 kg. A 43rd slab needs a new bundle: 19,570.8 +
    // 437.4 + 200 = 20,208.2 kg, over 19,900. Headroom 19,900 − 19,570.8 = 329.2 kg.
    const plan = planContainersOfSize(slabsOf(60, 30), '20ft', 19_900);
    if (!plan.ok) throw new Error('refused');
    const [first, second] = plan.containers;
    expect(first).toMatchObject({ slabs: 42, netKg: 18_370.8, grossKg: 19_570.8, headroomKg: 329.2 });
    expect(first!.bundles.map((b) => b.slabs)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(first!.bundles[0]).toMatchObject({ number: 1, areaM2: 37.8, netKg: 3_061.8, grossKg: 3_261.8 });
    // 42 × 5.4 m² = 226.8 m².
    expect(first!.areaM2).toBe(226.8);
    // The other 18: bundles of 7, 7 and 4, numbered on from 7; 18 × 437.4 = 7,873.2 net + 600 tare.
    expect(second).toMatchObject({
      number: 2,
      slabs: 18,
      netKg: 7_873.2,
      grossKg: 8_473.2,
      headroomKg: 11_426.8,
    });
    expect(second!.bundles.map((b) => [b.number, b.slabs])).toEqual([
      [7, 7],
      [8, 7],
      [9, 4],
    ]);
    expect(plan.totals).toEqual({
      containers: 2,
      bundles: 9,
      slabs: 60,
      areaM2: 324,
      netKg: 26_244,
      grossKg: 28_044,
    });
  });

  it('never plans a container over its limit, and a 40′ adds almost nothing under a road limit', () => {
    const [twenty, forty] = planContainers(slabsOf(120, 30), { '20ft': 19_900, '40ft': 20_185 });
    for (const plan of [twenty!, forty!]) {
      if (!plan.ok) throw new Error('refused');
      for (const c of plan.containers) expect(c.grossKg).toBeLessThanOrEqual(plan.limitKg);
      expect(plan.totals.slabs).toBe(120);
    }
    // 20,185 − 19,570.8 = 614.2 kg left in a 40′: not enough for a new bundle of one slab (637.4).
    if (!twenty!.ok || !forty!.ok) throw new Error('refused');
    expect(forty!.containers[0]!.slabs).toBe(42);
    expect(twenty!.totals.containers).toBe(3);
  });

  it('at a port limit of 27 t a 20′ takes eight bundles, its floor’s limit, before the weight', () => {
    // 2 cm slabs: bundles of 10 at 291.6 kg = 3,116 kg gross; 8 bundles = 24,928 kg < 27,000.
    const plan = planContainersOfSize(slabsOf(100, 20), '20ft', 27_000);
    if (!plan.ok) throw new Error('refused');
    expect(plan.containers[0]).toMatchObject({ slabs: 80, grossKg: 24_928, headroomKg: 2_072 });
    expect(plan.containers[0]!.bundles).toHaveLength(8);
    expect(plan.containers[1]!.slabs).toBe(20);
  });

  it('starts a new bundle with each block, and keeps slab numbers in order', () => {
    const slabs = [...slabsOf(3, 30, 'B1'), ...slabsOf(2, 30, 'B2').map((s) => ({ ...s, id: s.id + 10 }))];
    const plan = planContainersOfSize(slabs, '20ft', 27_000);
    if (!plan.ok) throw new Error('refused');
    expect(plan.containers[0]!.bundles.map((b) => b.slabLabels)).toEqual([
      ['B1-01', 'B1-02', 'B1-03'],
      ['B2-01', 'B2-02'],
    ]);
    expect(plan.containers[0]!.bundles[1]!.slabIds).toEqual([11, 12]);
  });

  it('refuses a plan whose one slab weighs more than the container may carry, naming the slab', () => {
    const heavy = slabsOf(1, 100, 'B9', { lengthMm: 3600, widthMm: 2200, densityKgM3: 30_000 });
    const plan = planContainersOfSize(heavy, '20ft', 19_900);
    expect(plan).toMatchObject({ ok: false, refused: { slabId: 1, label: 'B9-01' } });
  });

  it('an empty offer plans no container', () => {
    const plan = planContainersOfSize([], '40ft', 26_500);
    expect(plan).toMatchObject({ ok: true, containers: [], totals: { containers: 0, slabs: 0 } });
  });
});
