import { paths } from '@/config/paths';

/** The seller's product screen; it belongs to the catalogue's console, the dashboard links to it. */
export function sellerGoodsPath(shopGoodsId: number): string {
  return paths.consoleSellerGoodsEdit.getHref(shopGoodsId);
}

/** A SKU's options `Color:Red;Size:L` as "Color: Red · Size: L" ('' for a product without options). */
export function skuPropsText(propsDesc: string): string {
  return propsDesc
    .split(';')
    .map((part) => {
      const separator = part.indexOf(':');
      return separator > 0 ? `${part.slice(0, separator).trim()}: ${part.slice(separator + 1).trim()}` : part.trim();
    })
    .filter((part) => part !== '')
    .join(' · ');
}
