import { Box, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/shared/format';
import { chartGeometry, type BalancePoint, type ChartBox } from './balance-chart-geometry';

const BOX: ChartBox = { width: 640, height: 240, left: 84, right: 16, top: 12, bottom: 28 };
const AMOUNT_COLOR = 'var(--mantine-color-orange-6)';
const FROZEN_COLOR = 'var(--mantine-color-blue-6)';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={14} h={4} bg={color} style={{ borderRadius: 2 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/**
 * Available and frozen balance over time, as step lines, with the chosen moment marked.
 * A plain SVG: one chart did not justify recharts (about 100 kB gzip) in the console chunk.
 * Time runs left to right in every language, as on the events table's timestamps.
 */
export function BalanceChart({ points, at }: { points: readonly BalancePoint[]; at: number | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const geometry = chartGeometry(points, BOX, at);
  const last = points.at(-1);
  const nearRightEdge = geometry.atX !== null && geometry.atX > BOX.width * 0.75;
  return (
    <div>
      <Group gap="md" mb="xs">
        <Swatch color={AMOUNT_COLOR} label={t('console.audit.available')} />
        <Swatch color={FROZEN_COLOR} label={t('console.audit.frozen')} />
      </Group>
      <Box dir="ltr">
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          width="100%"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          data-testid="balance-chart"
          style={{ display: 'block', maxHeight: 320 }}
        >
          <title id={titleId}>{t('console.audit.chart_title')}</title>
          <desc id={descId}>
            {t('console.audit.chart_desc', {
              from: formatDateTime(geometry.minTime),
              to: formatDateTime(geometry.maxTime),
              amount: formatMoney(last?.amount ?? 0),
              frozen: formatMoney(last?.frozen ?? 0),
            })}
          </desc>
          {geometry.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} stroke="var(--mantine-color-gray-3)" />
              <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
                {formatMoney(tick.value)}
              </text>
            </g>
          ))}
          <text x={BOX.left} y={BOX.height - 8} fontSize={11} fill="var(--mantine-color-dimmed)">
            {formatDateTime(geometry.minTime)}
          </text>
          <text
            x={BOX.width - BOX.right}
            y={BOX.height - 8}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {formatDateTime(geometry.maxTime)}
          </text>
          <path d={geometry.frozenPath} fill="none" stroke={FROZEN_COLOR} strokeWidth={2} />
          <path d={geometry.amountPath} fill="none" stroke={AMOUNT_COLOR} strokeWidth={2.5} />
          {geometry.atX !== null && (
            <g data-testid="chart-moment">
              <line
                x1={geometry.atX}
                x2={geometry.atX}
                y1={BOX.top}
                y2={BOX.height - BOX.bottom}
                stroke="var(--mantine-color-red-6)"
                strokeDasharray="4 3"
              />
              <text
                x={nearRightEdge ? geometry.atX - 4 : geometry.atX + 4}
                y={BOX.top + 10}
                textAnchor={nearRightEdge ? 'end' : 'start'}
                fontSize={11}
                fill="var(--mantine-color-red-7)"
              >
                {t('console.audit.chart_moment')}
              </text>
            </g>
          )}
        </svg>
      </Box>
    </div>
  );
}
