import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, bordered part of a console page (a form's group, a report's block). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
