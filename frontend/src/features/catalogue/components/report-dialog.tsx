import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { notify } from '@/shared/notify';
import { useReportGoodsMutation } from '../api/report-api';

/** The server's limit on a report's reason. */
export const REPORT_REASON_MAX = 500;

/** What is wrong with the product, in the shopper's words; a refusal stays in the dialog. */
export function ReportDialog({ shopGoodsId, name, onClose }: { shopGoodsId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, reporting] = useReportGoodsMutation();

  const submit = async (): Promise<void> => {
    setRefusal(null);
    if (!reason.trim()) {
      setProblem(t('catalogue.report.reason_required'));
      return;
    }
    setProblem(null);
    const answer = await report({ shop_goods_id: shopGoodsId, reason: reason.trim() });
    if (answer.error === undefined) {
      notify('success', t('catalogue.report.done'));
      onClose();
      return;
    }
    setRefusal(isApiError(answer.error) ? answer.error.message : t('api.error_unknown'));
  };

  return (
    <Modal opened onClose={onClose} title={t('catalogue.report.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('catalogue.report.hint', { name })}</Text>
        <Textarea
          label={t('catalogue.report.reason')}
          description={t('catalogue.report.reason_hint', { max: REPORT_REASON_MAX })}
          withAsterisk
          rows={4}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          error={problem}
          onChange={(event) => {
            setReason(event.currentTarget.value);
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('catalogue.report.cancel')}
          </Button>
          <Button color="red" loading={reporting.isLoading} onClick={() => void submit()}>
            {t('catalogue.report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
