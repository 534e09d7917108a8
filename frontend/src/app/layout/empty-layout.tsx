import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** For screens that stand alone (log-in, sign-up, password recovery): no header or footer. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="gray.0">
      {children}
    </Box>
  );
}
