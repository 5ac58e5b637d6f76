import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 8080,
      DATA_DIR: '.data',
      SITE_ID: 5000,
      NODE_ENV: 'development',
      MAINTENANCE: false,
      CORS_ORIGINS: [],
      CACHE_TTL_MS: 60_000,
    });
  });

  it('parses lists and flags', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', MAINTENANCE: '1' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.MAINTENANCE).toBe(true);
  });

  it('reads which proxies to trust', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it.each([
    ['TRUST_PROXY', 'everyone'],
    ['PORT', '99999'],
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['SITE_ID', '-3'],
    ['NODE_ENV', 'staging'],
    ['MAINTENANCE', 'maybe'],
    ['ADMIN_TOKEN', 'short'],
    ['ADMIN_USER', 'a b'],
    ['ADMIN_PASSWORD', 'too-short'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it('wants a password with the bootstrap admin, and none without it', () => {
    expect(() => loadConfig({ ADMIN_USER: 'boss' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: /);
    expect(loadConfig({ ADMIN_USER: 'boss', ADMIN_PASSWORD: 'long-enough-1' })).toMatchObject({ ADMIN_USER: 'boss' });
    expect(loadConfig({}).ADMIN_USER).toBeUndefined();
  });
});
