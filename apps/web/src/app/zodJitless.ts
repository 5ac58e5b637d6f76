// The site's CSP has no 'unsafe-eval', so zod's compiled parsers can never run; its first synchronous
// parse would still probe with a caught `new Function`, which the browser reports as a CSP violation
// (links.e2e saw it in CI on whichever page parsed first). zod keeps its settings on this global,
// shared by every copy it loads: set here, without importing zod, which would put its 3.8 KiB on
// the first page. Mutated, not replaced, in case zod has made it already.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
