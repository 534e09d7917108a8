// The tooltip's swatches are Mantine ColorSwatches.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayOrders } from './dashboard-types';

/** "2025-01-31" → "01-31": thirty full dates do not fit under a phone-wide chart. */
const monthAndDay = (date: unknown): string => (typeof date === 'string' ? date.slice(5) : String(date));

/** The shop's orders per UTC day over the dashboard's window. */
export function OrdersChart({ days, windowDays }: { days: DayOrders[]; windowDays: number }) {
  const { t } = useTranslation();
  if (days.every((day) => day.orders === 0)) {
    return <Text c="dimmed">{t('console.seller_dashboard.no_orders', { days: windowDays })}</Text>;
  }
  return (
    <Box dir="ltr" role="figure" aria-label={t('console.seller_dashboard.chart_title', { days: windowDays })} data-testid="orders-chart">
      <BarChart
        h={240}
        data={days}
        dataKey="date"
        xAxisProps={{ tickFormatter: monthAndDay }}
        yAxisProps={{ width: 36, allowDecimals: false }}
        series={[{ name: 'orders', label: t('console.seller_dashboard.chart_orders'), color: 'orange.6' }]}
      />
    </Box>
  );
}
