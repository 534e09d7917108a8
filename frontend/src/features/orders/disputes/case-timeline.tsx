import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { DisputeMessage, DisputeParty } from '../api/dispute-types';
import { ROLE_LABELS, eventLabel } from './dispute-labels';
import { PhotoThumbs } from './photo-thumbs';
import { secondsOf } from './wire';

const TINTS: Record<DisputeMessage['role'], string | undefined> = {
  buyer: 'blue.0',
  seller: 'orange.0',
  arbiter: 'grape.0',
  system: 'gray.0',
};

function Line({ message, viewer }: { message: DisputeMessage; viewer: DisputeParty }) {
  const { t } = useTranslation();
  const who = message.role === viewer ? t('dispute.role.you') : t(ROLE_LABELS[message.role]);
  // A step (opened, offered, escalated, decided…) comes under the party that took it, or the system's.
  const step = message.event !== null;
  return (
    <Paper component="li" p="xs" radius="sm" bg={TINTS[message.role]} data-testid="case-message" data-role={message.role}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" fw={700}>
          {who}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(secondsOf(message.time))}
        </Text>
      </Group>
      {step && (
        <Text size="sm" fw={500}>
          {t(eventLabel(message.event))}
          {message.amount !== null && <> · {formatMoney(message.amount)}</>}
        </Text>
      )}
      {message.text && (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      )}
      <PhotoThumbs urls={message.images} />
    </Paper>
  );
}

/** The case from its opening: each party's messages and photos, and the system's lines for each step. */
export function CaseTimeline({ messages, viewer }: { messages: readonly DisputeMessage[]; viewer: DisputeParty }) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dispute.timeline.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dispute.timeline.title')}>
      {messages.map((message, index) => (
        <Line key={`${String(message.time)}-${String(index)}`} message={message} viewer={viewer} />
      ))}
    </Stack>
  );
}
