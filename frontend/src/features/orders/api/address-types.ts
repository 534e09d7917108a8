import type { components } from '@/api/schema';
/** A saved shipping address (`mine/shipping_address/*`); area fields hold the names chosen. */
export type ShippingAddress = components['schemas']['AddressView'];

export type AddressFields = Omit<ShippingAddress, 'address_id'>;

/** One entry of the area tree (`information/area/list`): countries are level 1 under parent 0. */
export type AreaOption = components['schemas']['AreaOption'];

/** "address, area, city, province postal code, country": the address on one line, skipping empty parts. */
export function addressLine(
  address: Pick<ShippingAddress, 'country' | 'province' | 'city' | 'area' | 'address'> & { postal_code?: string },
): string {
  const region = [address.province, address.postal_code ?? ''].filter((part) => part.trim() !== '').join(' ');
  const local = [address.address, address.area, address.city, region].filter((part) => part.trim() !== '');
  return [local.join(', '), address.country].filter((part) => part.trim() !== '').join(', ');
}
