import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  type CountryTable,
  cidrHolds,
  countryOf,
  countryTableFromCsv,
  GEO_ALLOW_PARAM,
  GEO_BLOCK_PARAM,
  GEO_BYPASS_PARAM,
  GEO_CAVEAT_PARAM,
  GEO_SITE_BLOCK_PARAM,
  type GeoRule,
  geoVerdict,
  isBypassed,
  JURISDICTION_PARAM,
  jurisdictionProfile,
  LOCAL_BLOCKS,
  parseCidrList,
  parseCountryList,
  parseIp,
} from '@courtside/domain/rg';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../platform/errors';

const GEO_PARAMS = [GEO_ALLOW_PARAM, GEO_BLOCK_PARAM, GEO_BYPASS_PARAM, JURISDICTION_PARAM] as const;
const BROWSE_PARAMS = [GEO_SITE_BLOCK_PARAM, GEO_CAVEAT_PARAM, GEO_BYPASS_PARAM] as const;

/** The site-wide lists: where the site is not shown, where it is shown after a notice. */
interface BrowseRule {
  block: ReadonlySet<string>;
  caveat: ReadonlySet<string>;
  bypass: GeoRule['bypass'];
}

const DATABASE = '@ip-location-db/geo-whois-asn-country';

let table: Promise<CountryTable> | null = null;

/**
 * The country table, read and built once per process (about a second of CPU for 550,000 ranges, then
 * some 11 MB of typed arrays). The server's start builds it before listening; a test app builds it
 * on the first address the bypass list does not cover, so tests from local addresses never pay for it.
 */
export const countryTable = (): Promise<CountryTable> => {
  if (!table) {
    const resolve = createRequire(import.meta.url).resolve;
    const list = (family: 'ipv4' | 'ipv6') =>
      readFile(resolve(`${DATABASE}/geo-whois-asn-country-${family}-num.csv`), 'latin1');
    table = Promise.all([list('ipv4'), list('ipv6')]).then(([v4, v6]) => countryTableFromCsv(v4, v6));
    table.catch(() => {
      table = null;
    });
  }
  return table;
};

interface GeoDeps {
  site: { paramValues(siteId: number, keyCodes: readonly string[]): Promise<Record<string, string>> };
  log: FastifyBaseLogger;
}

/**
 * The geo gate (issue 29) of registration, login, deposits and stakes: the caller's address (Fastify's
 * `request.ip`, past the proxies `TRUST_PROXY` names) to a country, against the site's lists.
 */
export class GeoGate {
  /** Rules parsed per distinct parameter text: sites share a handful of them. */
  private readonly rules = new Map<string, GeoRule | null>();

  /** The same per distinct text of the site-wide lists; null when both are empty (nothing to ask). */
  private readonly browseRules = new Map<string, BrowseRule | null>();

  constructor(private readonly deps: GeoDeps) {}

  private async browseRuleOf(siteId: number): Promise<BrowseRule | null> {
    const params = await this.deps.site.paramValues(siteId, BROWSE_PARAMS);
    const blockText = params[GEO_SITE_BLOCK_PARAM] ?? '';
    const caveatText = params[GEO_CAVEAT_PARAM] ?? '';
    const bypassText = params[GEO_BYPASS_PARAM] ?? LOCAL_BLOCKS;
    const key = [blockText, caveatText, bypassText].join('|');
    const known = this.browseRules.get(key);
    if (known !== undefined) return known;
    const block = parseCountryList(blockText);
    const caveat = parseCountryList(caveatText);
    const bypass = parseCidrList(bypassText);
    let rule: BrowseRule | null = null;
    if (!block.ok || !caveat.ok || !bypass.ok) {
      // Unlike the money gate, a typing mistake here does not close the site to everyone: the money
      // gate still stands behind it. The operator's console refuses such values in the first place.
      const bad = [block, caveat, bypass].flatMap((list) => (list.ok ? [] : [list.bad]));
      this.deps.log.error(
        { siteId, bad },
        'geo gate: a site-wide list holds an entry that is not a country or address',
      );
    } else if (block.set.size > 0 || caveat.set.size > 0) {
      rule = { block: block.set, caveat: caveat.set, bypass: bypass.list };
    }
    if (this.browseRules.size > 64) this.browseRules.clear();
    this.browseRules.set(key, rule);
    return rule;
  }

  /**
   * The site's first call (perInfo): a caller from a country the site is not shown in gets 10502 (the
   * app clears its session and shows the restriction page); one from a country with a notice gets
   * 10501 with the notice's facts (the app shows them on /access-alert) unless it has `noticed` them
   * already. Everyone else, and every caller while both lists are empty, passes without the country
   * table being asked.
   */
  async assertMayBrowse(siteId: number, ip: string, noticed: boolean): Promise<void> {
    const rule = await this.browseRuleOf(siteId);
    if (!rule) return;
    const address = parseIp(ip);
    if (!address || rule.bypass.some((block) => cidrHolds(block, address))) return;
    const country = countryOf(await countryTable(), address);
    if (country === null) return;
    if (rule.block.has(country)) {
      throw new DomainError('accessRestricted', {
        msg: `您所在的国家或地区（${country}）暂不提供服务`,
        data: { country, ip },
      });
    }
    if (rule.caveat.has(country) && !noticed) {
      throw new DomainError('accessCaveat', {
        msg: '您所在的国家或地区不在本站的服务范围内，本站内容仅供浏览，请遵守当地法律法规。',
        // maintenanceStatus 1: the site is open (0 would send the app to the maintenance page).
        data: { maintenanceStatus: 1, country, ip },
      });
    }
  }

  /** The site's rule, or null when a list holds an entry that is not a country or an address. */
  private async ruleOf(siteId: number): Promise<GeoRule | null> {
    const params = await this.deps.site.paramValues(siteId, GEO_PARAMS);
    const allowText = params[GEO_ALLOW_PARAM] ?? '';
    const blockText = params[GEO_BLOCK_PARAM] ?? '';
    const bypassText = params[GEO_BYPASS_PARAM] ?? LOCAL_BLOCKS;
    const profile = jurisdictionProfile(params[JURISDICTION_PARAM]);
    const key = [allowText, blockText, bypassText, profile.name].join('|');
    const known = this.rules.get(key);
    if (known !== undefined) return known;
    const allow = parseCountryList(allowText);
    const block = parseCountryList(blockText);
    const bypass = parseCidrList(bypassText);
    let rule: GeoRule | null = null;
    if (allow.ok && block.ok && bypass.ok) {
      rule = { allow: allow.set, block: block.set, bypass: bypass.list, failClosed: profile.geoFailClosed };
    } else {
      const bad = [allow, block, bypass].flatMap((list) => (list.ok ? [] : [list.bad]));
      this.deps.log.error(
        { siteId, bad },
        'geo gate: a site parameter holds an entry that is not a country or address',
      );
    }
    if (this.rules.size > 64) this.rules.clear();
    this.rules.set(key, rule);
    return rule;
  }

  /**
   * Refuses (10830, with the country) a caller the site does not serve; nothing else happens. A list
   * with a typing mistake refuses everyone until it is fixed rather than opening the site to all.
   */
  async assertAllowed(siteId: number, ip: string): Promise<void> {
    const rule = await this.ruleOf(siteId);
    const address = parseIp(ip);
    const located = rule && address && isBypassed(rule, address) ? null : await countryTable();
    const verdict = rule ? geoVerdict(rule, address, (a) => (located ? countryOf(located, a) : null)) : null;
    if (verdict?.allowed) return;
    const country = verdict?.country ?? null;
    throw new DomainError('rgGeoBlocked', {
      ...(country ? { msg: `您所在的国家或地区（${country}）暂不提供服务` } : {}),
      data: { country },
    });
  }
}
