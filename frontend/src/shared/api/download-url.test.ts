import { describe, expect, it } from 'vitest';
import { downloadUrl } from './download-url';

describe('downloadUrl', () => {
  it('puts the filters and the session in the query string of the /api path', () => {
    expect(downloadUrl('console/export/recharges.csv', 'Ab12', { status: 'error', min_amount: 1000 })).toBe(
      '/api/console/export/recharges.csv?status=error&min_amount=1000&sid=Ab12',
    );
  });

  it('leaves out filters that are not set and encodes the rest', () => {
    expect(downloadUrl('console/seller/statement', 'a b', { month: '2026-03', keywords: '', shop_id: null, format: undefined })).toBe(
      '/api/console/seller/statement?month=2026-03&sid=a+b',
    );
  });
});
