// The legend's and tooltip's swatches are Mantine ColorSwatches.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { DAILY_DAYS, useGetDailySettlementsQuery } from './money-api';

/** Settled sales per UTC day: what the seller got and the commission, stacked to the orders' total. */
export function SettlementsChart() {
  const { t } = useTranslation();
  const daily = useGetDailySettlementsQuery(DAILY_DAYS, { refetchOnMountOrArgChange: true });
  if (daily.isError) return <LoadFailed error={daily.error} onRetry={() => void daily.refetch()} />;
  if (!daily.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (daily.data.every((day) => day.total === 0)) return <Text c="dimmed">{t('console.money.no_daily')}</Text>;
  return (
    <Box dir="ltr" role="figure" aria-label={t('console.money.chart_title')} data-testid="settlements-chart">
      <BarChart
        h={260}
        data={daily.data}
        dataKey="date"
        type="stacked"
        withLegend
        valueFormatter={(value) => formatMoney(value)}
        yAxisProps={{ width: 80 }}
        series={[
          { name: 'net', label: t('console.money.net'), color: 'teal.6' },
          { name: 'commission', label: t('console.money.commission'), color: 'orange.5' },
        ]}
      />
    </Box>
  );
}
