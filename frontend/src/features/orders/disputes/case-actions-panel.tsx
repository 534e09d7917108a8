import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeDetail } from '../api/dispute-types';
import { isPartyAction, type PartyAction } from './case-actions';
import { CaseActionModal } from './case-action-modal';
import { ACTION_TEXTS, CAUTIOUS_ACTIONS, SETTLING_ACTIONS } from './case-texts';

/** A button for exactly each step the answer's `actions` lists (messages and decisions have their own forms). */
export function CaseActionsPanel({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PartyAction | null>(null);
  const steps = detail.actions.filter(isPartyAction);
  if (steps.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="case-actions">
        {steps.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={SETTLING_ACTIONS.includes(action) ? 'filled' : CAUTIOUS_ACTIONS.includes(action) ? 'light' : 'default'}
            color={CAUTIOUS_ACTIONS.includes(action) ? 'red' : undefined}
            onClick={() => {
              setPending(action);
            }}
          >
            {t(ACTION_TEXTS[action].button)}
          </Button>
        ))}
      </Group>
      {pending && (
        <CaseActionModal
          action={pending}
          detail={detail}
          onClose={() => {
            setPending(null);
          }}
        />
      )}
    </>
  );
}
