// The public entry of the safer-gambling rules (issue 29): limits, time-outs and self-exclusion.

export * from './geo';
export * from './jurisdiction';
export * from './rules';
export * from './session';
