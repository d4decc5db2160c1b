// Field data (phones first): a real visitor's LCP, INP and CLS, measured by the web-vitals library
// and sent once, when the page is hidden, as the page type and three numbers (no URL, no account).
// main.tsx loads this module after the page's load event, so it costs nothing before first paint.
import { pageTypeOf, type VitalsMetric, type VitalsReport } from '@granite/shared';
import { onCLS, onINP, onLCP } from 'web-vitals';

type Sender = (report: VitalsReport) => void;

const sendReport: Sender = (report) => {
  // keepalive lets the request outlive the page; the server ignores bots and limits each address.
  void fetch('/api/v1/vitals', {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
};

type Observe = (
  report: (metric: { name: string; value: number }) => void,
  opts: { reportAllChanges: boolean },
) => void;
const LIBRARY: Observe[] = [onLCP, onINP, onCLS] as Observe[];

export function startFieldData(
  send: Sender = sendReport,
  where: Pick<Location, 'pathname' | 'search'> = window.location,
  observers: Observe[] = LIBRARY,
): void {
  const page = pageTypeOf(where.pathname, where.search);
  const latest = new Map<VitalsMetric, number>();
  const keep = (metric: { name: string; value: number }) =>
    latest.set(metric.name as VitalsMetric, Math.round(metric.value * 1000) / 1000);
  // Every change is kept, so the figures are current whenever the page goes away.
  for (const observe of observers) observe(keep, { reportAllChanges: true });
  let sent = false;
  const flush = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    send({ page, metrics: [...latest].map(([name, value]) => ({ name, value })) });
  };
  // Registered after web-vitals' own listeners, so their last values are in before this runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
