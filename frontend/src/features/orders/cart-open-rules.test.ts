import { describe, expect, it } from 'vitest';
import { CART_DRAWER_WIDTH, cartDrawerSize, cartOpenAction, drawerSide } from './cart-open-rules';

describe('cart icon open rules', () => {
  it('does nothing on the cart screen', () => {
    expect(cartOpenAction('cart', true)).toBe('none');
  });

  it('goes to the cart screen from home', () => {
    expect(cartOpenAction('index', true)).toBe('navigate');
  });

  it('opens the drawer anywhere else', () => {
    expect(cartOpenAction('product', true)).toBe('drawer');
    expect(cartOpenAction('user-order', true)).toBe('drawer');
  });

  it('sends a guest to log in, since the drawer needs log-in', () => {
    expect(cartOpenAction('product', false)).toBe('login');
    expect(cartOpenAction('index', false)).toBe('login');
  });

  it('slides the drawer in from the right, and from the left in right-to-left layouts', () => {
    expect(drawerSide('ltr')).toBe('right');
    expect(drawerSide('rtl')).toBe('left');
  });
});

describe('cart drawer width', () => {
  it('takes the whole screen of a phone and a third of a wider one', () => {
    expect(cartDrawerSize(true)).toBe('100%');
    expect(cartDrawerSize(false)).toBe(CART_DRAWER_WIDTH);
  });
});
