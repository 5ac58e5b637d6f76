import autocannon from 'autocannon';

const url = process.argv[2]!;
const body = process.argv[3];
await autocannon({
  url,
  method: body ? 'POST' : 'GET',
  connections: 50,
  duration: 2,
  headers: { 'content-type': 'application/json' },
  ...(body ? { body } : {}),
});
const r = await autocannon({
  url,
  method: body ? 'POST' : 'GET',
  connections: 50,
  duration: 8,
  headers: { 'content-type': 'application/json' },
  ...(body ? { body } : {}),
});
console.log(url, Math.round(r.requests.average), r.non2xx);
