import { Text } from '@mantine/core';
import { formatDateTime } from '@/shared/format';

/** A decided application's cell in a queue: when it was decided, and the reviewer's remark. */
export function DecidedCell({ reviewTime, remark }: { reviewTime: number | null; remark: string }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(reviewTime)}
      </Text>
      {remark && (
        <Text size="xs" c="dimmed">
          {remark}
        </Text>
      )}
    </>
  );
}
