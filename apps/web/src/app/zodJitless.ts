import { config } from 'zod';

// The site's CSP has no 'unsafe-eval', so zod's compiled parsers can never run; its first synchronous
// parse would still probe with a caught `new Function`, which the browser reports as a CSP violation
// (links.e2e saw it on whichever page parsed first). Jitless before anything parses.
config({ jitless: true });
