import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import { decisionProblem } from '@/shared/approval/decision';
import { STAFF_REASON_MAX, staffReasonField } from '@/shared/approval/staff-reason';
import { Section } from '@/shared/components/section';
import { notify } from '@/shared/notify';
import { useAppSelector } from '@/store/hooks';
import type { ConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { useChangeRoleMutation, type PendingGrant, type PersonDetail } from './people-api';
import { GRANTABLE_ROLES, KEPT_ROLES, ROLE_LABELS } from './people-labels';

interface RoleStep {
  role: ConsoleRole;
  grant: boolean;
}

/** "1 of 2 approvals — approved by olga": a grant waiting for a second operator. */
function PendingLine({ grant }: { grant: PendingGrant }) {
  const { t } = useTranslation();
  const names = grant.approved_by.map((approver) => approver.nickname || String(approver.uid)).join(', ');
  return (
    <Text size="sm" c="blue" data-testid="pending-grant">
      {t('console.people.pending', { approvals: grant.approvals, needed: grant.approvals_needed, names })}
    </Text>
  );
}

interface RoleRowProps {
  role: ConsoleRole;
  held: boolean;
  pending: PendingGrant | undefined;
  /** The operator reading the page: they may not approve a grant twice. */
  myUid: number;
  own: boolean;
  onStep: (step: RoleStep) => void;
}

/** One role: held, waiting or not held, and what the operator may do about it. */
function RoleRow({ role, held, pending, myUid, own, onStep }: RoleRowProps) {
  const { t } = useTranslation();
  const label = t(ROLE_LABELS[role]);
  const approvedByMe = pending?.approved_by.some((approver) => approver.uid === myUid) ?? false;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid={`role-${role}`}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={500}>{label}</Text>
          {held && (
            <Badge color="green" variant="light" size="sm">
              {t('console.people.held')}
            </Badge>
          )}
        </Group>
        {pending && <PendingLine grant={pending} />}
        {held && KEPT_ROLES.includes(role) && (
          <Text size="xs" c="dimmed">
            {t('console.people.kept_with_shop')}
          </Text>
        )}
        {approvedByMe && (
          <Text size="xs" c="dimmed">
            {t('console.people.waiting_other_operator')}
          </Text>
        )}
      </Stack>
      {!own && (
        <Group gap="xs">
          {!held && !approvedByMe && (
            <Button size="xs" onClick={() => { onStep({ role, grant: true }); }} aria-label={pending ? t('console.people.approve_label', { role: label }) : t('console.people.grant_label', { role: label })}>
              {pending ? t('console.people.approve') : t('console.people.grant')}
            </Button>
          )}
          {((held && !KEPT_ROLES.includes(role)) || pending) && (
            <Button size="xs" variant="default" color="red" onClick={() => { onStep({ role, grant: false }); }} aria-label={held ? t('console.people.revoke_label', { role: label }) : t('console.people.cancel_label', { role: label })}>
              {held ? t('console.people.revoke') : t('console.people.cancel_grant')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/**
 * The user's roles (console/user/role). `seller` and `agent` are granted by one operator;
 * `reviewer`, `auditor` and `operator` wait for a second, different one, and the page says who
 * approved first. A revoke cancels a grant still waiting.
 */
export function PersonRoles({ person, own }: { person: PersonDetail; own: boolean }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const [changeRole, changing] = useChangeRoleMutation();
  const [step, setStep] = useState<RoleStep | null>(null);
  const roleName = step ? t(ROLE_LABELS[step.role]) : '';
  const who = person.nickname || person.email;

  const confirm = async (reason: string) => {
    if (!step) return null;
    const answer = await changeRole({ uid: person.uid, role: step.role, grant: step.grant, reason });
    if (answer.data) {
      const { approvals, approvals_needed: needed } = answer.data;
      if (approvals < needed) notify('info', t('console.people.approval_recorded', { approvals, needed }));
      else notify('success', step.grant ? t('console.people.granted', { role: roleName }) : t('console.people.revoked', { role: roleName }));
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return (
    <Section title={t('console.people.roles_title')}>
      <Stack gap="md">
        {GRANTABLE_ROLES.map((role) => (
          <RoleRow
            key={role}
            role={role}
            held={person.roles.includes(role)}
            pending={person.pending_grants.find((grant) => grant.role === role)}
            myUid={me?.uid ?? 0}
            own={own}
            onStep={setStep}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('console.people.two_person_hint')}
        </Text>
      </Stack>
      <ConfirmStepModal
        opened={step !== null}
        title={step?.grant ? t('console.people.grant_title') : t('console.people.revoke_title')}
        question={
          step?.grant
            ? t('console.people.grant_question', { role: roleName, name: who })
            : t('console.people.revoke_question', { role: roleName, name: who })
        }
        field={staffReasonField(t('console.people.reason_optional'), false, {
          required: '',
          too_long: t('console.people.disable.reason_too_long', { max: STAFF_REASON_MAX }),
        })}
        notPendingHint={t('console.people.moved_on_hint')}
        confirmLabel={step?.grant ? t('console.people.confirm_grant') : t('console.people.confirm_revoke')}
        confirmColor={step?.grant ? 'blue' : 'red'}
        busy={changing.isLoading}
        onClose={() => { setStep(null); }}
        onConfirm={confirm}
      />
    </Section>
  );
}
