import type { CSSProperties } from 'react';

/**
 * The style of a section that starts below the first screen (a home product row, a product
 * page's related products): the browser skips its style, layout and paint until it nears the
 * viewport. Those rows' layout and paint were the longest task after a home page's first paint
 * (about 60 ms of a desktop core, four times that on a mid-range phone); skipped, a row costs
 * nothing until the shopper scrolls towards it, and it is still in the accessibility tree and
 * found by find-in-page. The estimate holds the row's place until then (so the scrollbar is about
 * right); `auto` keeps the height it was last drawn at, so scrolling back up moves nothing.
 */
export function belowTheFold(estimatedHeightPx: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeightPx}px` };
}
