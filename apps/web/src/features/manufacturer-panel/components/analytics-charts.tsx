// The analytics page's charts (D22). recharts is imported here only, and this file only by the
// lazily loaded analytics page, so the library stays in the manufacturer panel's chunk.
import type { ManufacturerAnalyticsDay } from '@granite/shared';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useT } from '@/lib/i18n';
import { formatCount, formatDay } from '../lib/format-insights';

const COLOURS = {
  views: '#c2410c', // copper-700, the site's one accent
  quoteRequests: '#17171a', // granite-black
  replies: '#78716c', // stone-500
  orders: '#15803d', // success-700
} as const;

const axis = { fontSize: 12, fill: '#57534e' };
const chartStyle = { width: '100%', height: 260 };

/** Every 7th day labelled on 30 days, every 15th on 90, so labels never overlap on a phone. */
function tickInterval(days: number) {
  return days > 31 ? 14 : 6;
}

/** The tooltip's day in full, in the page's language (D40). */
const dayLabel = (language: 'en' | 'hi') => (day: unknown) =>
  typeof day === 'string' ? formatDay(day, true, language) : '';

export function ViewsChart({ series }: { series: ManufacturerAnalyticsDay[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <BarChart responsive data={series} style={chartStyle} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid vertical={false} stroke="#e7e5e4" />
      <XAxis
        dataKey="day"
        tickFormatter={(d: string) => formatDay(d, false, locale)}
        interval={tickInterval(series.length)}
        tick={axis}
        tickLine={false}
        axisLine={{ stroke: '#d6d3d1' }}
      />
      <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={48} />
      <Tooltip
        cursor={{ fill: '#f5f5f4' }}
        labelFormatter={dayLabel(locale)}
        formatter={(value) => [formatCount(Number(value)), t('Product views')]}
      />
      <Bar
        dataKey="views"
        name={t('Product views')}
        fill={COLOURS.views}
        radius={[3, 3, 0, 0]}
        maxBarSize={28}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

export function QuoteActivityChart({ series }: { series: ManufacturerAnalyticsDay[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <LineChart
      responsive
      data={series}
      style={chartStyle}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke="#e7e5e4" />
      <XAxis
        dataKey="day"
        tickFormatter={(d: string) => formatDay(d, false, locale)}
        interval={tickInterval(series.length)}
        tick={axis}
        tickLine={false}
        axisLine={{ stroke: '#d6d3d1' }}
      />
      <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={48} />
      <Tooltip
        labelFormatter={dayLabel(locale)}
        formatter={(value, name) => [formatCount(Number(value)), name]}
      />
      <Legend iconType="plainline" wrapperStyle={{ fontSize: 13, color: '#44403c' }} />
      <Line
        type="linear"
        dataKey="quoteRequests"
        name={t('Quote requests')}
        stroke={COLOURS.quoteRequests}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="linear"
        dataKey="replies"
        name={t('Replies')}
        stroke={COLOURS.replies}
        strokeWidth={2}
        strokeDasharray="5 3"
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="linear"
        dataKey="orders"
        name={t('Orders')}
        stroke={COLOURS.orders}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
