/** Cents of the shop's currency as the token amount the wallet shows (1 USDT per dollar): "25.99 USDT". */
export function tokenAmount(cents: number, token: string): string {
  return `${(cents / 100).toFixed(2)} ${token}`;
}
