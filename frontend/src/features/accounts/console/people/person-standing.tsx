import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import { decisionProblem } from '@/shared/approval/decision';
import { STAFF_REASON_MAX, staffReasonField } from '@/shared/approval/staff-reason';
import { Section } from '@/shared/components/section';
import { formatDateTime } from '@/shared/format';
import { notify } from '@/shared/notify';
import { useDisableUserMutation, useEnableUserMutation, type PersonDetail } from './people-api';

type Step = 'disable' | 'enable';

/**
 * Whether the user may sign in (console/user/disable and enable). Disabling ends every session
 * of theirs at once and needs a reason, kept in the record; their log-in is refused until an
 * operator enables the account again.
 */
export function PersonStanding({ person, own }: { person: PersonDetail; own: boolean }) {
  const { t } = useTranslation();
  const [disable, disabling] = useDisableUserMutation();
  const [enable, enabling] = useEnableUserMutation();
  const [step, setStep] = useState<Step | null>(null);
  const who = person.nickname || person.email;

  const confirm = async (reason: string) => {
    const answer = step === 'disable' ? await disable({ uid: person.uid, reason }) : await enable({ uid: person.uid, reason });
    if (!answer.error) {
      notify('success', step === 'disable' ? t('console.people.disable.done') : t('console.people.enable.done'));
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return (
    <Section title={t('console.people.standing_title')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          {person.disabled ? (
            <>
              <Text size="sm" data-testid="disabled-since">
                {person.disabled_at === null
                  ? t('console.people.disabled_plain')
                  : t('console.people.disabled_since', { time: formatDateTime(person.disabled_at) })}
              </Text>
              {person.disabled_reason && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('console.people.disabled_reason', { reason: person.disabled_reason })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm">{t('console.people.may_sign_in')}</Text>
          )}
        </Stack>
        {!own &&
          (person.disabled ? (
            <Button size="xs" onClick={() => { setStep('enable'); }}>
              {t('console.people.enable.action')}
            </Button>
          ) : (
            <Button size="xs" color="red" onClick={() => { setStep('disable'); }}>
              {t('console.people.disable.action')}
            </Button>
          ))}
      </Group>
      <ConfirmStepModal
        opened={step !== null}
        title={step === 'disable' ? t('console.people.disable.title') : t('console.people.enable.title')}
        question={
          step === 'disable'
            ? t('console.people.disable.question', { name: who })
            : t('console.people.enable.question', { name: who })
        }
        field={staffReasonField(
          step === 'disable' ? t('console.people.disable.reason') : t('console.people.reason_optional'),
          step === 'disable',
          {
            required: t('console.people.disable.reason_required'),
            too_long: t('console.people.disable.reason_too_long', { max: STAFF_REASON_MAX }),
          },
        )}
        notPendingHint={t('console.people.moved_on_hint')}
        confirmLabel={step === 'disable' ? t('console.people.disable.confirm') : t('console.people.enable.confirm')}
        confirmColor={step === 'disable' ? 'red' : 'blue'}
        busy={disabling.isLoading || enabling.isLoading}
        onClose={() => { setStep(null); }}
        onConfirm={confirm}
      />
    </Section>
  );
}
