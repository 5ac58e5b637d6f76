import { config } from 'zod';

// The console is served under the site's CSP (no 'unsafe-eval'): zod's compiled parsers cannot run,
// and the probe for them would be reported as a CSP violation. Jitless before anything parses.
config({ jitless: true });
