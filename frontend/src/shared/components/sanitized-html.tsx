import '@mantine/core/styles/Typography.css';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';

/** Renders server HTML after DOMPurify has removed scripts, handlers and other active content. */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
