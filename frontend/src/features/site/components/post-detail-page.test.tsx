import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';

describe('information page', () => {
  it('asks for the document by rule with the language and renders its sanitized HTML', async () => {
    const { fetchFn, calls } = createFakeFetch((path) =>
      path === 'information/document/faq'
        ? ok({ id: 'faq', title: 'FAQ', content_html: '<p>Shipping takes a week.</p><script>window.hacked = 1</script><img src=x onerror="alert(1)">' })
        : ok(null),
    );
    const { container } = renderRoute('/post-detail?rule=faq', { services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Shipping takes a week.')).toBeInTheDocument();
    expect(container.querySelector('article script')).toBeNull();
    expect(container.querySelector('article img')?.getAttribute('onerror')).toBeNull();
    expect(calls.find((call) => call.path === 'information/document/faq')?.body).toMatchObject({ language: 'en' });
  });

  it('sends an unknown rule to the 404 screen', async () => {
    const { router } = renderRoute('/post-detail?rule=secrets');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/error-404');
    });
  });
});
