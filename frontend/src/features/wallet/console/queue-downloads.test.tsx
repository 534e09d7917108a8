import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const SID = 'S'.repeat(32);

function renderQueue(path: string, roles: string[]) {
  const { fetchFn } = scriptedFetch((apiPath) => {
    if (apiPath === 'mine/info') return ok(userWithRoles(roles));
    if (apiPath === 'system/config') return ok(sampleConfig);
    if (apiPath.endsWith('/list')) return ok({ ...pagedOf([]), sla_hours: 24 });
    return undefined;
  });
  return renderRoute(path, { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
}

function linkParams(testId: string): Record<string, string> {
  const href = screen.getByTestId(testId).getAttribute('href') ?? '';
  return Object.fromEntries(new URL(href, 'http://bazaar.test').searchParams);
}

describe('review queue downloads', () => {
  it('offers an auditor the decided recharges as CSV, narrowed as the screen is, amounts in cents', async () => {
    renderQueue('/console/recharge?status=error&q=ada%40&min=10.50&age=24', ['reviewer', 'auditor']);
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/console\/export\/recharges\.csv\?/);
    expect(link).toHaveAttribute('download');
    expect(linkParams('queue-download')).toEqual({ status: 'error', keywords: 'ada@', min_amount: '1050', min_age_hours: '24', sid: SID });
  });

  it('offers an operator the decided withdrawals as CSV', async () => {
    renderQueue('/console/withdraw?status=success', ['reviewer', 'operator']);
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/console/export/withdrawals.csv?status=success&sid=${SID}`,
    );
  });

  it('offers nothing on the waiting tab: the export lists decisions', async () => {
    renderQueue('/console/withdraw', ['reviewer', 'operator']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('queue-download')).not.toBeInTheDocument();
  });

  it('offers a reviewer who is neither auditor nor operator no download', async () => {
    renderQueue('/console/shop-applications?status=success', ['reviewer']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('queue-download')).not.toBeInTheDocument();
  });
});
