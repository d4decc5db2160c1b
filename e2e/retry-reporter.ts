// A journey that failed and passed on its retry (vitest.config.ts: retry) is green in the run's
// totals, so without this line nobody would see it. At the end of every run that has journeys, this
// reporter says how many passed at their first attempt and names each one that was retried, so
// "no journey retried" can be read from a CI log: `Journeys retried: none`.
import type { Reporter, TestModule } from 'vitest/node';

/** What the summary reads of a journey (a TestCase of vitest/node has these). */
export type JourneyCase = {
  fullName: string;
  module: { moduleId: string };
  result(): { state: string };
  diagnostic(): { retryCount: number } | undefined;
};

/** The summary lines for the journeys of a run (`e2e` is the project's name in vitest.config.ts). */
export function retrySummary(journeys: readonly JourneyCase[], root = ''): string[] {
  const ran = journeys.filter((j) => j.result().state === 'passed' || j.result().state === 'failed');
  if (ran.length === 0) return [];
  const retried = ran.filter((j) => (j.diagnostic()?.retryCount ?? 0) > 0);
  const firstTime = ran.filter((j) => j.result().state === 'passed' && !retried.includes(j)).length;
  const lines = [`Journeys passed at their first attempt: ${firstTime} of ${ran.length}`];
  if (retried.length === 0) return [...lines, 'Journeys retried: none'];
  lines.push(`Journeys retried: ${retried.length}`);
  for (const j of retried) {
    const file = j.module.moduleId.startsWith(root)
      ? j.module.moduleId.slice(root.length)
      : j.module.moduleId;
    const outcome = j.result().state === 'passed' ? 'passed on its retry' : 'failed again';
    lines.push(`  RETRIED ${file} > ${j.fullName} (${outcome}; the first failure is in the log above)`);
  }
  return lines;
}

export default class RetryReporter implements Reporter {
  private root = '';

  onInit(vitest: { config: { root: string } }): void {
    this.root = `${vitest.config.root}/`;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const journeys = testModules
      .filter((m) => m.project.name === 'e2e')
      .flatMap((m) => [...m.children.allTests()]);
    const lines = retrySummary(journeys, this.root);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}\n`);
  }
}
