import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (stored images); Drizzle's pg-core has no built-in bytea. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
