import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer } from '@/test/scripted-api';
import type { OwnReview } from '../api/review-types';

type Script = (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined;

function reviewFetch(extra: Script = () => undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(sampleUser);
    if (path === 'mall/cart/list') return ok({ list: [], amount: 0, balance: 0 });
    return undefined;
  });
}

const MARKUP = '<img src=x onerror="alert(1)">Sturdy';

function ownReview(id: number, overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    comment_id: id,
    order_id: 'o1',
    order_sn: 'BZ2026',
    shop_goods_id: 41,
    sku_id: 1,
    goods: { name: 'Trail Jacket', cover_image: '/img/1.png' },
    props_desc: 'Color:Red',
    star: 4,
    content: MARKUP,
    status: 'published',
    add_time: 1_700_000_000,
    ...overrides,
  };
}

const received = (reviewed: boolean) =>
  order('o1', {
    status: 'wait_finish',
    lines: [
      { shop_goods_id: 41, sku_id: 1, name: 'Trail Jacket', cover_image: '/img/1.png', props_desc: 'Color:Red', price: 1000, num: 1, total: 1000, reviewed },
      { shop_goods_id: 42, sku_id: 2, name: 'Camp Mug', cover_image: '/img/2.png', props_desc: '', price: 500, num: 1, total: 500, reviewed: false },
    ],
  });

describe('reviewing a line from the order (user-order-detail)', () => {
  it('offers Review per unreviewed line of a received order, defaults to 5 stars and sends the chosen stars and text', async () => {
    let reviewed = false;
    const { fetchFn, calls } = reviewFetch((path) => {
      if (path === 'order/detail') return ok(received(reviewed));
      if (path === 'mall/goods/comment/add') {
        reviewed = true;
        return ok({ comment_id: 9 });
      }
      return undefined;
    });
    renderRoute('/user/order/detail?id=o1', { preloadedState: loggedInState(), services: { fetchFn } });

    await userEvent.click(await screen.findByRole('button', { name: 'Review Trail Jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(within(dialog).getByTestId('review-star-text')).toHaveTextContent('Excellent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Content cannot be empty')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'mall/goods/comment/add')).toHaveLength(0);

    // A shopper clicks the fourth star, the label of the radio named 'Better'.
    const better = within(dialog).getByLabelText('Better');
    const star = dialog.querySelector(`label[for="${better.id}"]`);
    if (!star) throw new Error('no star label');
    await userEvent.click(star);
    expect(within(dialog).getByTestId('review-star-text')).toHaveTextContent('Better');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), '  Warm and light  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByLabelText('Trail Jacket reviewed')).toHaveTextContent('Reviewed');
    const sent = calls.filter((call) => call.path === 'mall/goods/comment/add');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ order_id: 'o1', shop_goods_id: 41, sku_id: 1, star: 4, content: 'Warm and light' });
    expect(screen.getByRole('button', { name: 'Review Camp Mug' })).toBeInTheDocument();
  });

  it('shows the server refusal, such as a line already reviewed, in the form', async () => {
    const { fetchFn } = reviewFetch((path) => {
      if (path === 'order/detail') return ok(received(false));
      if (path === 'mall/goods/comment/add')
        return { code: 10701, msg: 'You have already reviewed this item', data: null };
      return undefined;
    });
    renderRoute('/user/order/detail?id=o1', { preloadedState: loggedInState(), services: { fetchFn } });

    await userEvent.click(await screen.findByRole('button', { name: 'Review Trail Jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reviewed this item');
  });

  it('offers no Review before the goods are received', async () => {
    const { fetchFn } = reviewFetch((path) =>
      path === 'order/detail' ? ok(order('o1', { status: 'wait_receipt' })) : undefined,
    );
    renderRoute('/user/order/detail?id=o1', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText('Trail Jacket')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
  });
});

describe('my reviews (user-review, user-review-detail)', () => {
  it('lists the shopper’s reviews with stars, status and the text shown as text, never as markup', async () => {
    const { fetchFn, calls } = reviewFetch((path) =>
      path === 'mine/comment/list' ? ok({ list: [ownReview(3)], total: 1, page: 1, page_size: 20 }) : undefined,
    );
    const { container } = renderRoute('/user/review', { preloadedState: loggedInState(), services: { fetchFn } });

    const card = await screen.findByRole('article', { name: 'Trail Jacket' });
    expect(within(card).getByText(MARKUP)).toBeInTheDocument();
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('Better')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View review' })).toHaveAttribute('href', '/user/review/detail?id=3');
    expect(calls.find((call) => call.path === 'mine/comment/list')?.body).toMatchObject({ page: 1 });
    expect(screen.getByRole('link', { name: 'My reviews' })).toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    const { fetchFn } = reviewFetch((path) =>
      path === 'mine/comment/list' ? ok({ list: [], total: 0, page: 1, page_size: 20 }) : undefined,
    );
    renderRoute('/user/review', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText(/You have not written any reviews yet/)).toBeInTheDocument();
  });

  it('shows one review with its order, and a not-found message for a review that is not the shopper’s', async () => {
    const { fetchFn } = reviewFetch((path, body) => {
      if (path !== 'mine/comment/detail') return undefined;
      return body.comment_id === 3
        ? ok(ownReview(3))
        : { code: 103, msg: 'The record does not exist', data: { field: 'comment_id' } };
    });
    renderRoute('/user/review/detail?id=3', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByTestId('review-content')).toHaveTextContent(MARKUP);
    expect(screen.getByRole('link', { name: 'Order BZ2026' })).toHaveAttribute('href', '/user/order/detail?id=o1');

    renderRoute('/user/review/detail?id=4', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText('This review does not exist.')).toBeInTheDocument();
  });
});
