// The geo gate's address-to-country lookup (issue 29): nanoseconds per lookup over the whole
// `@ip-location-db/geo-whois-asn-country` table, for random public IPv4 and IPv6 addresses, parsing
// included (the gate gets `request.ip` as text). Goal: < 5 µs a lookup. Also prints what building
// the table costs once per process. No server, no database: run with `npx tsx bench/geo.ts`.
import { countryOf, parseIp } from '@courtside/domain/rg';
import { countryTable } from '../apps/server/src/modules/rg/geo';

const ADDRESSES = 100_000;
const ROUNDS = 5;
const GOAL_NS = 5_000;

const started = performance.now();
const table = await countryTable();
const buildMs = performance.now() - started;
console.log(
  `table: ${table.v4Start.length.toLocaleString('en')} IPv4 and ${table.v6Code.length.toLocaleString('en')} IPv6 ranges, ` +
    `built in ${buildMs.toFixed(0)} ms, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
);

// A fixed pseudo-random sequence, so runs compare.
let seed = 0x2f6b1d3;
const random32 = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const hex = () => (random32() & 0xffff).toString(16);
const v4 = Array.from({ length: ADDRESSES }, () => {
  const n = random32();
  return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
});
// Inside the table's IPv6 ranges (a random 2000::/3 address is almost never allocated): a random
// range's upper half, a random lower half.
const v6 = Array.from({ length: ADDRESSES }, () => {
  const i = random32() % table.v6Code.length;
  const upper = [0, 1].flatMap((w) => {
    const word = table.v6Start[i * 4 + w] ?? 0;
    return [(word >>> 16).toString(16), (word & 0xffff).toString(16)];
  });
  return `${upper.join(':')}:${hex()}:${hex()}:${hex()}:${hex()}`;
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const measure = (name: string, addresses: string[]) => {
  let found = 0;
  const perLookup: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = process.hrtime.bigint();
    for (const text of addresses) {
      const ip = parseIp(text);
      if (ip && countryOf(table, ip) !== null) found += 1;
    }
    perLookup.push(Number(process.hrtime.bigint() - t0) / addresses.length);
  }
  const ns = median(perLookup);
  const share = ((found / (ROUNDS * addresses.length)) * 100).toFixed(0);
  console.log(
    `${name}: ${ns.toFixed(0)} ns per lookup (median of ${ROUNDS} rounds of ${addresses.length.toLocaleString('en')}; ` +
      `${share} % placed in a country) ${ns < GOAL_NS ? 'ok' : `ABOVE the ${GOAL_NS} ns goal`}`,
  );
  return ns;
};

// A first pass lets the JIT settle before the measured rounds.
measure('warm-up', v4.slice(0, 10_000));
const worst = Math.max(measure('IPv4', v4), measure('IPv6', v6));
process.exitCode = worst < GOAL_NS ? 0 : 1;
