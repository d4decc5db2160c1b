import { describe, expect, it } from 'vitest';
import { type JourneyCase, retrySummary } from './retry-reporter';

const journey = (name: string, state: string, retryCount: number): JourneyCase => ({
  fullName: name,
  module: { moduleId: '/repo/e2e/catalog.spec.ts' },
  result: () => ({ state }),
  diagnostic: () => ({ retryCount }),
});

describe('the journeys’ retry summary', () => {
  it('says no journey was retried when each passed at its first attempt', () => {
    expect(retrySummary([journey('a', 'passed', 0), journey('b', 'passed', 0)], '/repo/')).toEqual([
      'Journeys passed at their first attempt: 2 of 2',
      'Journeys retried: none',
    ]);
  });

  it('names a journey that passed on its retry, and one that failed again', () => {
    const lines = retrySummary(
      [journey('a', 'passed', 0), journey('b', 'passed', 1), journey('c', 'failed', 1)],
      '/repo/',
    );
    expect(lines).toEqual([
      'Journeys passed at their first attempt: 1 of 3',
      'Journeys retried: 2',
      '  RETRIED e2e/catalog.spec.ts > b (passed on its retry; the first failure is in the log above)',
      '  RETRIED e2e/catalog.spec.ts > c (failed again; the first failure is in the log above)',
    ]);
  });

  it('says nothing for a run without journeys (the unit-test projects)', () => {
    expect(retrySummary([journey('skipped', 'skipped', 0)])).toEqual([]);
  });
});
