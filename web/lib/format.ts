// Money as the site shows it: whole dollars for donations and tickets, dollars and cents for prices.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `7` → `$7`, `14000` → `$14,000` (docs/product.md#limits: whole-dollar amounts). */
export const formatWholeDollars = (amount: number): string =>
  wholeDollars.format(Math.round(amount));

/** `25` → `$25.00` (merchandise prices). */
export const formatPrice = (amount: number): string => dollarsAndCents.format(amount);
