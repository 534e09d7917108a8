import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Breadcrumb } from './breadcrumb';
import { Pagination } from './pagination';

describe('pagination', () => {
  it('shows previous, the pages and next, and reports the chosen page', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pagination page={1} total={45} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('is hidden when everything fits on one page', () => {
    renderWithProviders(<Pagination page={1} total={20} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});

describe('breadcrumb', () => {
  it('starts with home and ends with the current page, which is not a link', () => {
    renderWithProviders(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'Account', to: '/user' }, { label: 'Profile' }]} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Account']);
    expect(links[0]).toHaveAttribute('href', '/');
    const current = screen.getByText('Profile');
    expect(current.closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    // Each label keeps its own direction inside a right-to-left page (a name may start with digits).
    expect(current.tagName).toBe('BDI');
  });
});
