import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as IConfiguration;
const fixture = fileURLToPath(new URL('./house-rules-fixture', import.meta.url));

/** The rules each broken on purpose by a file of the fixture (see the comment at its top). */
const everyRule = (config.forbidden ?? []).map((rule) => rule.name);

describe('the house rules', () => {
  it('each fail on the fixture that breaks them on purpose', async () => {
    const result = await cruise(['apps', 'packages'], {
      baseDir: fixture,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsPreCompilationDeps: true,
    });
    if (typeof result.output === 'string') throw new Error('expected a structured result');
    const broken = new Set(result.output.summary.violations.map((v) => v.rule.name));
    expect([...broken].sort()).toEqual([...everyRule].sort());
  });
});
