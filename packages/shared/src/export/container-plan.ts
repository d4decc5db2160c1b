// D48: the containers an offer's slabs fill. A container of granite is full by weight long before it
// is full by volume, so the plan is a weight plan: each slab weighs length × width × thickness × its
// stone's density, each bundle (or A-frame) adds its tare, and a container takes bundles until the
// next slab would carry it over the destination's payload limit (the admins' table by country and
// inland leg) or it holds as many bundles as its floor takes. Weights are whole grams and areas whole
// mm² throughout, so the figures add up exactly; kg and m² are rounded only for display.

export const CONTAINER_SIZES = ['20ft', '40ft'] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

export const CONTAINER_LABELS: Record<ContainerSize, string> = { '20ft': "20'", '40ft': "40'" };

export const PLAN_DEFAULTS = {
  /** D48: granite's density unless the variety gives its own, kg per m³ (2.7 t/m³). */
  densityKgM3: 2700,
  /** A wooden bundle or A-frame with its lashing, kg. */
  bundleTareKg: 200,
  /**
   * How thick a bundle's stack of slabs may be, mm: 7 slabs of 30 mm, 10 of 20 mm, as the trade
   * bundles them (5–7 slabs of 3 cm, 8–11 of 2 cm).
   */
  bundleStackMm: 210,
  /** Bundles a container's floor takes: four in the back and four in the front of a 20'. */
  maxBundles: { '20ft': 8, '40ft': 16 } as Record<ContainerSize, number>,
} as const;

export type PlanSlab = {
  id: number;
  /** How the packing list names the slab: its block and number (B114-07). */
  label: string;
  /** Slabs of one block are bundled together; a new block starts a new bundle. */
  block: string;
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
  /** The stone's density, kg/m³; PLAN_DEFAULTS.densityKgM3 when not given. */
  densityKgM3?: number | null;
  /**
   * The area the plan's m² count, mm²: the slab's usable area, which the offer bills (D33); its
   * length × width when not given. Its weight is always that of its whole length × width.
   */
  areaMm2?: number | null;
};

export type PlanOptions = {
  bundleTareKg?: number;
  bundleStackMm?: number;
  maxBundles?: Partial<Record<ContainerSize, number>>;
};

export type PlannedBundle = {
  /** Numbered through the whole plan (bundle 1, 2, …), as the marks on the bundles read. */
  number: number;
  slabIds: number[];
  slabLabels: string[];
  slabs: number;
  areaM2: number;
  netKg: number;
  grossKg: number;
};

export type PlannedContainer = {
  number: number;
  bundles: PlannedBundle[];
  slabs: number;
  areaM2: number;
  netKg: number;
  grossKg: number;
  /** What the container could still carry under the limit, kg. */
  headroomKg: number;
};

export type ContainerPlan =
  | {
      size: ContainerSize;
      limitKg: number;
      ok: true;
      containers: PlannedContainer[];
      totals: {
        containers: number;
        bundles: number;
        slabs: number;
        areaM2: number;
        netKg: number;
        grossKg: number;
      };
    }
  | {
      size: ContainerSize;
      limitKg: number;
      ok: false;
      /** The slab that alone, in its bundle, weighs more than the container may carry. */
      refused: { slabId: number; label: string; grossKg: number };
    };

/** A slab's weight in whole grams: mm³ × kg/m³ ÷ 10⁶, rounded half up. */
export function slabGrams(
  slab: Pick<PlanSlab, 'lengthMm' | 'widthMm' | 'thicknessMm' | 'densityKgM3'>,
): number {
  const density = slab.densityKgM3 ?? PLAN_DEFAULTS.densityKgM3;
  const mm3 = slab.lengthMm * slab.widthMm * slab.thicknessMm;
  return Math.floor((mm3 * density + 500_000) / 1_000_000);
}

/** Slabs a bundle takes at this thickness (at least one). */
export function slabsPerBundle(thicknessMm: number, stackMm: number = PLAN_DEFAULTS.bundleStackMm): number {
  return Math.max(1, Math.floor(stackMm / thicknessMm));
}

/** kg with one decimal, from grams (437,400 g → 437.4). */
const kg = (grams: number) => Math.round(grams / 100) / 10;
/** m² with two decimals, from mm² (5,400,000 mm² → 5.4). */
const m2 = (mm2: number) => Math.round(mm2 / 10_000) / 100;

type OpenBundle = {
  slabIds: number[];
  labels: string[];
  block: string;
  thicknessMm: number;
  grams: number;
  mm2: number;
};
type OpenContainer = { bundles: OpenBundle[]; grams: number };

/**
 * D48: one container size's plan for the slabs in the order given (the offer's order: block by
 * block, slab by slab). Never over the limit: a slab that alone, with its bundle's tare, weighs more
 * than the limit refuses the plan, naming the slab.
 */
export function planContainersOfSize(
  slabs: readonly PlanSlab[],
  size: ContainerSize,
  limitKg: number,
  options: PlanOptions = {},
): ContainerPlan {
  const tareGrams = Math.round((options.bundleTareKg ?? PLAN_DEFAULTS.bundleTareKg) * 1000);
  const stackMm = options.bundleStackMm ?? PLAN_DEFAULTS.bundleStackMm;
  const maxBundles = options.maxBundles?.[size] ?? PLAN_DEFAULTS.maxBundles[size];
  const limitGrams = Math.round(limitKg * 1000);

  const closed: OpenContainer[] = [];
  let current: OpenContainer | null = null;

  for (const slab of slabs) {
    const grams = slabGrams(slab);
    const mm2 = slab.areaMm2 ?? slab.lengthMm * slab.widthMm;
    if (grams + tareGrams > limitGrams)
      return {
        size,
        limitKg,
        ok: false,
        refused: { slabId: slab.id, label: slab.label, grossKg: kg(grams + tareGrams) },
      };

    const bundle: OpenBundle | undefined = current?.bundles[current.bundles.length - 1];
    const joinsBundle =
      bundle !== undefined &&
      bundle.block === slab.block &&
      bundle.thicknessMm === slab.thicknessMm &&
      bundle.slabIds.length < slabsPerBundle(slab.thicknessMm, stackMm);
    if (current && bundle && joinsBundle && current.grams + grams <= limitGrams) {
      bundle.slabIds.push(slab.id);
      bundle.labels.push(slab.label);
      bundle.grams += grams;
      bundle.mm2 += mm2;
      current.grams += grams;
      continue;
    }
    if (!current || current.bundles.length >= maxBundles || current.grams + grams + tareGrams > limitGrams) {
      if (current) closed.push(current);
      current = { bundles: [], grams: 0 };
    }
    current.bundles.push({
      slabIds: [slab.id],
      labels: [slab.label],
      block: slab.block,
      thicknessMm: slab.thicknessMm,
      grams,
      mm2,
    });
    current.grams += grams + tareGrams;
  }
  if (current) closed.push(current);

  let bundleNumber = 0;
  let totalNet = 0;
  let totalGross = 0;
  let totalMm2 = 0;
  let totalSlabs = 0;
  const containers = closed.map((c, i): PlannedContainer => {
    const bundles = c.bundles.map(
      (b): PlannedBundle => ({
        number: ++bundleNumber,
        slabIds: b.slabIds,
        slabLabels: b.labels,
        slabs: b.slabIds.length,
        areaM2: m2(b.mm2),
        netKg: kg(b.grams),
        grossKg: kg(b.grams + tareGrams),
      }),
    );
    const net = c.bundles.reduce((s, b) => s + b.grams, 0);
    const mm2 = c.bundles.reduce((s, b) => s + b.mm2, 0);
    const count = c.bundles.reduce((s, b) => s + b.slabIds.length, 0);
    totalNet += net;
    totalGross += c.grams;
    totalMm2 += mm2;
    totalSlabs += count;
    return {
      number: i + 1,
      bundles,
      slabs: count,
      areaM2: m2(mm2),
      netKg: kg(net),
      grossKg: kg(c.grams),
      headroomKg: kg(limitGrams - c.grams),
    };
  });
  return {
    size,
    limitKg,
    ok: true,
    containers,
    totals: {
      containers: containers.length,
      bundles: bundleNumber,
      slabs: totalSlabs,
      areaM2: m2(totalMm2),
      netKg: kg(totalNet),
      grossKg: kg(totalGross),
    },
  };
}

/** D48: the 20' and the 40' plan side by side, each against its own payload limit. */
export function planContainers(
  slabs: readonly PlanSlab[],
  limitsKg: Record<ContainerSize, number>,
  options: PlanOptions = {},
): ContainerPlan[] {
  return CONTAINER_SIZES.map((size) => planContainersOfSize(slabs, size, limitsKg[size], options));
}
