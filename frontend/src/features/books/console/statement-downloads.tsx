import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/components/download-button';
import { isLanguage } from '@/shared/i18n/languages';

import { currentMonth, isMonth } from './statement-month';

/**
 * console/seller/statement: the month's statement of the seller's shop, as CSV or PDF; the PDF
 * in the language the screen is in.
 */
export function StatementDownloads() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const latest = currentMonth();
  const [month, setMonth] = useState(latest);
  const valid = isMonth(month) && month <= latest;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('console.exports.statement_hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="month"
          label={t('console.exports.month')}
          value={month}
          max={latest}
          error={valid ? undefined : t('console.exports.month_invalid')}
          onChange={(event) => { setMonth(event.currentTarget.value); }}
          style={{ flex: '0 1 200px' }}
          data-testid="statement-month"
        />
        {valid && (
          <>
            <DownloadButton path="console/seller/statement" params={{ month, format: 'csv' }} label={t('console.exports.statement_csv')} testId="statement-csv" />
            <DownloadButton path="console/seller/statement" params={{ month, format: 'pdf', language }} label={t('console.exports.statement_pdf')} testId="statement-pdf" />
          </>
        )}
      </Group>
    </Stack>
  );
}
