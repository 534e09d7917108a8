import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';

/** More than this shows as "99+". */
const MOST_SHOWN = 99;

/**
 * The red count on the header's customer-service button: conversations with unread replies.
 * The number is for the eye; the button's own label says it to a screen reader.
 */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator
      disabled={count === 0}
      color="red"
      size={16}
      offset={4}
      label={
        <span data-testid="chat-unread" aria-hidden>
          {count > MOST_SHOWN ? `${String(MOST_SHOWN)}+` : count}
        </span>
      }
    >
      {children}
    </Indicator>
  );
}
