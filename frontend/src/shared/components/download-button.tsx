import { Button } from '@mantine/core';
import { useDownloadUrl, type DownloadParams } from '@/shared/api/download-url';

export interface DownloadButtonProps {
  /** The download's /api path, e.g. `console/export/settlements.csv`. */
  path: string;
  params?: DownloadParams;
  label: string;
  testId?: string;
  variant?: 'light' | 'default' | 'outline';
}

/** A link to a file the server streams (CSV, PDF), styled as a button; the browser saves it. */
export function DownloadButton({ path, params, label, testId, variant = 'light' }: DownloadButtonProps) {
  const href = useDownloadUrl(path, params);
  return (
    <Button component="a" href={href} download rel="noreferrer" variant={variant} size="sm" data-testid={testId}>
      {label}
    </Button>
  );
}
