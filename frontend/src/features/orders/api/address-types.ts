/** A saved shipping address (`mine/shipping_address/*`); area fields hold the names chosen. */
export interface ShippingAddress {
  address_id: number;
  name: string;
  phone: string;
  country: string;
  province: string;
  city: string;
  area: string;
  address: string;
  /** "" for an address saved before postal codes were asked, or where the country has none. */
  postal_code: string;
  is_default: boolean;
}

export type AddressFields = Omit<ShippingAddress, 'address_id'>;

/** One entry of the area tree (`information/area/list`): countries are level 1 under parent 0. */
export interface AreaOption {
  area_id: number;
  name: string;
  parent_id: number;
  level: number;
}

/** "address, area, city, province postal code, country": the address on one line, skipping empty parts. */
export function addressLine(
  address: Pick<ShippingAddress, 'country' | 'province' | 'city' | 'area' | 'address'> & { postal_code?: string },
): string {
  const region = [address.province, address.postal_code ?? ''].filter((part) => part.trim() !== '').join(' ');
  const local = [address.address, address.area, address.city, region].filter((part) => part.trim() !== '');
  return [local.join(', '), address.country].filter((part) => part.trim() !== '').join(', ');
}
