// The legend's and tooltip's swatches are Mantine ColorSwatches.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { SERIES_DAYS, useGetLedgerSeriesQuery } from './ledger-api';
import { ledgerChartData } from './ledger';

/**
 * The books' totals at the end of each of the last 30 UTC days: wallets, escrow and revenue, and
 * recharged − withdrawn, which they should add up to. Dates run left to right in every language.
 */
export function LedgerChart() {
  const { t } = useTranslation();
  const series = useGetLedgerSeriesQuery(SERIES_DAYS, { refetchOnMountOrArgChange: true });
  if (series.isError) return <LoadFailed error={series.error} onRetry={() => void series.refetch()} />;
  if (!series.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (series.data.length === 0) return <Text c="dimmed">{t('console.books.no_series')}</Text>;
  return (
    <Box dir="ltr" role="figure" aria-label={t('console.books.chart_title')} data-testid="ledger-chart">
      <LineChart
        h={280}
        data={ledgerChartData(series.data)}
        dataKey="date"
        withLegend
        withDots={false}
        curveType="linear"
        valueFormatter={(value) => formatMoney(value)}
        yAxisProps={{ width: 88 }}
        series={[
          { name: 'wallets', label: t('console.books.series_wallets'), color: 'orange.6' },
          { name: 'escrow', label: t('console.books.series_escrow'), color: 'blue.6' },
          { name: 'revenue', label: t('console.books.series_revenue'), color: 'teal.6' },
          { name: 'net', label: t('console.books.series_net'), color: 'grape.6', strokeDasharray: '5 5' },
        ]}
      />
    </Box>
  );
}
