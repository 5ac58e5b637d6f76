import { randomInt } from 'node:crypto';

const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** An order number: D (deposit) or W (withdrawal), the UTC date, and ten random characters. */
export const newOrderNo = (prefix: 'D' | 'W', now: Date): string => {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from({ length: 10 }, () => ORDER_ALPHABET.charAt(randomInt(ORDER_ALPHABET.length))).join('');
  return `${prefix}${day}${tail}`;
};
