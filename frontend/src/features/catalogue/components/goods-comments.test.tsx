import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { GoodsComments } from './goods-comments';

const MARKUP = '<img src=x onerror="alert(1)">Solid';

const page = {
  list: [
    { comment_id: 2, nickname: 'Bob', avatar: '', star: 2, content: MARKUP, add_time: 1_700_000_000, props_desc: 'Color:Red;Size:L' },
    { comment_id: 1, nickname: 'Cy', avatar: '', star: 5, content: 'Great', add_time: 1_690_000_000, props_desc: '' },
  ],
  total: 25,
  page: 1,
  page_size: 20,
};

describe('product reviews (goods comments)', () => {
  it('shows the average and count, then each review’s nickname, stars, options and plain text', () => {
    const { container } = renderWithProviders(
      <GoodsComments rating={{ avg: 3.5, count: 25 }} data={page} loading={false} page={1} onPage={vi.fn()} />,
    );
    const summary = screen.getByTestId('rating-summary');
    expect(summary).toHaveTextContent('3.5');
    expect(summary).toHaveTextContent('Reviews: 25');
    // Read-only stars are an image named by their label (a bare div may not carry aria-label).
    expect(within(summary).getByRole('img', { name: /3\.5/ })).toBeInTheDocument();
    const bob = screen.getByRole('article', { name: 'Review by Bob' });
    expect(within(bob).getByRole('img', { name: /out of 5/ })).toBeInTheDocument();
    expect(within(bob).getByText('Poor')).toBeInTheDocument();
    expect(within(bob).getByText('Color:Red · Size:L')).toBeInTheDocument();
    expect(within(bob).getByTestId('comment-content')).toHaveTextContent(MARKUP);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('article', { name: 'Review by Cy' })).toHaveTextContent('Excellent');
  });

  it('pages through reviews', async () => {
    const onPage = vi.fn();
    renderWithProviders(
      <GoodsComments rating={{ avg: 3.5, count: 25 }} data={page} loading={false} page={1} onPage={onPage} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says there are no reviews yet when the list is empty', () => {
    renderWithProviders(
      <GoodsComments rating={{ avg: 0, count: 0 }} data={{ list: [], total: 0, page: 1, page_size: 20 }} loading={false} page={1} onPage={vi.fn()} />,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
  });
});
