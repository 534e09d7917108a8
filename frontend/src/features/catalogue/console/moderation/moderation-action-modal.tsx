import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { notify } from '@/shared/notify';
import {
  useDismissReportMutation,
  useRestoreGoodsMutation,
  useTakeDownGoodsMutation,
  type ProductReport,
  type ReportGroup,
} from './moderation-api';

/** What an operator does from the queue: to a product, or to one of its reports. */
export type ModerationAction =
  | { kind: 'takedown'; group: ReportGroup }
  | { kind: 'restore'; group: ReportGroup }
  | { kind: 'dismiss'; group: ReportGroup; report: ProductReport };

/** The server's limit on a reason or a remark. */
export const TEXT_MAX = 500;

const TEXTS = {
  takedown: {
    title: 'console.moderation.takedown.title',
    hint: 'console.moderation.takedown.hint',
    field: 'console.moderation.takedown.reason',
    submit: 'console.moderation.takedown.submit',
    done: 'console.moderation.takedown.done',
  },
  restore: {
    title: 'console.moderation.restore.title',
    hint: 'console.moderation.restore.hint',
    field: 'console.moderation.remark',
    submit: 'console.moderation.restore.submit',
    done: 'console.moderation.restore.done',
  },
  dismiss: {
    title: 'console.moderation.dismiss.title',
    hint: 'console.moderation.dismiss.hint',
    field: 'console.moderation.remark',
    submit: 'console.moderation.dismiss.submit',
    done: 'console.moderation.dismiss.done',
  },
} as const;

/**
 * Confirms one action with its reason (required to take a product down: the seller reads it) or
 * an optional remark for the record; a refusal (taken down meanwhile, the operator's own shop)
 * is shown in the dialog, which stays open.
 */
export function ModerationActionModal({ action, onClose }: { action: ModerationAction; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [takeDown, takingDown] = useTakeDownGoodsMutation();
  const [restore, restoring] = useRestoreGoodsMutation();
  const [dismiss, dismissing] = useDismissReportMutation();
  const texts = TEXTS[action.kind];
  const name = action.group.goods.name;
  const required = action.kind === 'takedown';

  const send = () => {
    const goodsId = action.group.goods.shop_goods_id;
    const written = text.trim();
    if (action.kind === 'takedown') return takeDown({ shop_goods_id: goodsId, reason: written });
    if (action.kind === 'restore') return restore({ shop_goods_id: goodsId, remark: written });
    return dismiss({ report_id: action.report.report_id, remark: written });
  };

  const submit = async (): Promise<void> => {
    setRefusal(null);
    if (required && !text.trim()) {
      setProblem(t('console.moderation.reason_required'));
      return;
    }
    setProblem(null);
    const answer = await send();
    if (answer.error === undefined) {
      notify('success', t(texts.done, { name }));
      onClose();
      return;
    }
    setRefusal(isApiError(answer.error) ? answer.error.message : t('api.error_unknown'));
  };

  return (
    <Modal opened onClose={onClose} title={t(texts.title)} centered>
      <Stack gap="md">
        <Text size="sm">{t(texts.hint, { name })}</Text>
        {action.kind === 'dismiss' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            “<bdi>{action.report.reason}</bdi>”
          </Text>
        )}
        <Textarea
          label={t(texts.field)}
          withAsterisk={required}
          rows={3}
          maxLength={TEXT_MAX}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('console.moderation.cancel')}
          </Button>
          <Button
            color={action.kind === 'takedown' ? 'red' : undefined}
            loading={takingDown.isLoading || restoring.isLoading || dismissing.isLoading}
            onClick={() => void submit()}
          >
            {t(texts.submit)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
