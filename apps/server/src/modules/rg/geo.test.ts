import { randomUUID } from 'node:crypto';
import {
  ACCESS_GO_HEADER,
  accountRoutes,
  giftRoutes,
  paymentRoutes,
  sportsbookRoutes as sb,
  siteRoutes,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { LOCAL_BLOCKS } from '@courtside/domain/rg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { PASSWORD, SITE } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

// Addresses the database places (checked against the package's lists): a US one, a CN one, one the
// database places nowhere (the shared address space of carrier NAT).
const US = '8.8.8.8';
const CN = '114.114.114.114';
const NOWHERE = '100.64.0.1';

/** The client address the test's proxy (the loopback socket, trusted by `TRUST_PROXY`) reports. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(databaseKinds())('geo gate on %s', (kind) => {
  const { bed, join, as, fundSports, newMatch, leg } = promoBed(kind, 'geo', { TRUST_PROXY: '127.0.0.1' });
  const setParam = async (keyCode: string, value: string) =>
    expect((await post(bed.app, adminRoutes.siteParam.path, { keyCode, value }, adminHeader)).body.code).toBe(0);
  const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(bed.app, query))[0]!.n;

  it('refuses registration, login, a deposit order and a bet from a country the site does not serve, and writes nothing', async () => {
    const name = `geous${Date.now() % 100_000}`;
    const body = { name, password: PASSWORD, confirmPassword: PASSWORD, deviceId: `dev-${name}`, adult: true };
    const refused = await post(bed.app, accountRoutes.register.path, body, from(US));
    expect(refused.body).toMatchObject({ code: 10830, data: { country: 'US' } });
    expect(refused.body.msg).toBe('您所在的国家或地区（US）暂不提供服务');
    expect(await count(sql`select count(*)::int as n from member where name = ${name}`)).toBe(0);

    // From an allowed country the same registration goes through, and so does a member's call.
    const who = await join({}, from(CN));
    const login = { name: who.member.name, password: PASSWORD, deviceId: 'geo-login' };
    expect((await post(bed.app, accountRoutes.loginV3.path, login, from(US))).body.code).toBe(10830);
    expect((await post(bed.app, accountRoutes.loginV3.path, login, from(CN))).body.code).toBe(0);

    const order = { channelCode: 'sandbox-bank', amount: '100', requestId: randomUUID() };
    const abroad = await post(bed.app, paymentRoutes.payVal.path, order, { ...as(who), ...from(US) });
    expect(abroad.body).toMatchObject({ code: 10830, data: { country: 'US' } });
    const orders = sql`select count(*)::int as n from deposit_order where member_id = ${who.member.id}`;
    expect(await count(orders)).toBe(0);
    expect((await post(bed.app, paymentRoutes.payVal.path, order, { ...as(who), ...from(CN) })).body.code).toBe(0);
    expect(await count(orders)).toBe(1);

    await fundSports(who, 100);
    const matchId = await newMatch(`geo-${randomUUID()}`);
    const bet = { requestId: randomUUID(), oddsPolicy: 'any', kind: 'single', stake: '10', legs: [await leg(matchId)] };
    const bets = sql`select count(*)::int as n from sb_bet where member_id = ${who.member.id}`;
    expect((await post(bed.app, sb.place.path, bet, { ...as(who), ...from(US) })).body.code).toBe(10830);
    expect(await count(bets)).toBe(0);
    expect((await post(bed.app, sb.place.path, bet, { ...as(who), ...from(CN) })).body.code).toBe(0);
    expect(await count(bets)).toBe(1);

    // A transfer into a game venue and a coin purchase are stakes too.
    const transfer = { venueCode: 'OBTY', amount: '1', requestId: randomUUID() };
    expect(
      (await post(bed.app, walletRoutes.transferIntoVal.path, transfer, { ...as(who), ...from(US) })).body.code,
    ).toBe(10830);
    expect(
      (
        await post(
          bed.app,
          giftRoutes.buyCoins.path,
          { coins: 10, requestId: randomUUID() },
          { ...as(who), ...from(US) },
        )
      ).body.code,
    ).toBe(10830);
    // Reading balances and withdrawing stay open: a member abroad can still take their money out.
    expect((await post(bed.app, walletRoutes.balances.path, {}, { ...as(who), ...from(US) })).body.code).toBe(0);
  });

  it("answers the site's first call with 10502 where it is not shown and 10501 where a notice comes first", async () => {
    const perInfo = (ip?: string) => post(bed.app, siteRoutes.perInfoV1.path, {}, ip ? from(ip) : {});
    try {
      await setParam('geo_site_block_countries', 'US');
      await setParam('geo_caveat_countries', 'CN');
      expect((await perInfo(US)).body).toMatchObject({ code: 10502, data: { country: 'US', ip: US } });
      expect((await post(bed.app, siteRoutes.perInfoV5.path, {}, from(US))).body.code).toBe(10502);
      expect((await perInfo(CN)).body).toMatchObject({
        code: 10501,
        data: { maintenanceStatus: 1, country: 'CN', ip: CN },
      });
      // A client that read the notice and went on (the go flag) is let in; a restriction stays.
      const noticed = { ...from(CN), [ACCESS_GO_HEADER]: '1' };
      expect((await post(bed.app, siteRoutes.perInfoV1.path, {}, noticed)).body.code).toBe(0);
      expect(
        (await post(bed.app, siteRoutes.perInfoV1.path, {}, { ...from(US), [ACCESS_GO_HEADER]: '1' })).body.code,
      ).toBe(10502);
      // Nowhere, the local blocks and the bypass list pass; so does everyone once the lists are empty.
      for (const ip of [NOWHERE, '10.20.30.40', undefined]) expect((await perInfo(ip)).body.code).toBe(0);
      await setParam('geo_bypass_ips', `${LOCAL_BLOCKS}, ${US}`);
      expect((await perInfo(US)).body.code).toBe(0);
      const typo = { keyCode: 'geo_caveat_countries', value: 'CN, XYZ' };
      expect((await post(bed.app, adminRoutes.siteParam.path, typo, adminHeader)).body.code).toBe(10400);
      await setParam('geo_site_block_countries', '');
      await setParam('geo_caveat_countries', '');
      expect((await perInfo(CN)).body.code).toBe(0);
    } finally {
      await setParam('geo_site_block_countries', '');
      await setParam('geo_caveat_countries', '');
      await setParam('geo_bypass_ips', LOCAL_BLOCKS);
    }
  });

  it('follows the site: bypass addresses, a block list, fail-closed under uk, a broken list refusing all', async () => {
    const who = await join({}, from(CN));
    const order = () => ({ channelCode: 'sandbox-bank', amount: '100', requestId: randomUUID() });
    /** A deposit order from the address, closed again when made (one open order at a time). */
    const deposit = async (ip?: string) => {
      const { body } = await post(bed.app, paymentRoutes.payVal.path, order(), { ...as(who), ...(ip ? from(ip) : {}) });
      const made = body.data as { orderNo?: string } | null;
      if (body.code === 0 && made?.orderNo) {
        const closed = await post(bed.app, paymentRoutes.closeOrder.path, { orderNo: made.orderNo }, as(who));
        expect(closed.body.code).toBe(0);
      }
      return body;
    };
    try {
      // The local blocks pass whatever the lists say (the socket itself is 127.0.0.1).
      expect((await deposit('10.20.30.40')).code).toBe(0);
      expect((await deposit()).code).toBe(0);

      await setParam('geo_bypass_ips', `${LOCAL_BLOCKS}, ${US}`);
      expect((await deposit(US)).code).toBe(0);

      await setParam('geo_block_countries', 'CN');
      expect(await deposit(CN)).toMatchObject({ code: 10830, data: { country: 'CN' } });

      // An address in no country: let through on cn-asia, refused where the profile is fail-closed.
      expect((await deposit(NOWHERE)).code).toBe(0);
      await setParam('jurisdiction', 'uk');
      expect(await deposit(NOWHERE)).toMatchObject({ code: 10830, data: { country: null } });
      expect((await deposit('10.20.30.40')).code).toBe(0);

      // The console refuses a list with an entry that is neither a country nor an address; one written
      // past it refuses everyone rather than opening the site.
      const typo = { keyCode: 'geo_allow_countries', value: 'CN, HK, XYZ' };
      expect((await post(bed.app, adminRoutes.siteParam.path, typo, adminHeader)).body.code).toBe(10400);
      const bypassTypo = { keyCode: 'geo_bypass_ips', value: '10.0.0.0/33' };
      expect((await post(bed.app, adminRoutes.siteParam.path, bypassTypo, adminHeader)).body.code).toBe(10400);
      await bed.app.services.site.setParam(SITE, typo.keyCode, typo.value);
      expect((await deposit('10.20.30.40')).code).toBe(10830);
    } finally {
      await setParam('geo_allow_countries', 'CN, HK, MO, TW, SG, MY, TH, VN, PH');
      await setParam('geo_block_countries', '');
      await setParam('geo_bypass_ips', LOCAL_BLOCKS);
      await setParam('jurisdiction', 'none');
    }
    expect((await deposit(CN)).code).toBe(0);
  });
});
