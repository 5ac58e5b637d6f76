import { accountRoutes } from '@courtside/contract';
import { businessDate } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { PASSWORD, solveImageCaptcha } from '../../test/members';
import { rowsOf, setSiteParam } from '../../test/payments';
import { promoBed } from '../../test/promo';

/** Today's Asia/Shanghai date moved by whole years and days, as 'YYYY-MM-DD'. */
const shifted = (years: number, days = 0) => {
  const [y = 0, m = 0, d = 0] = businessDate(Date.now()).split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
};

describe.each(databaseKinds())('age gate at registration on %s', (kind) => {
  const { bed } = promoBed(kind, 'age');
  let n = 0;
  const register = async (birthDate?: string) => {
    n += 1;
    const name = `agex${n}${Date.now() % 10_000}`;
    const body = {
      name,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      deviceId: `dev-${name}`,
      adult: true,
      ...(await solveImageCaptcha(bed.app)),
    };
    const reply = await post(
      bed.app,
      accountRoutes.register.path,
      birthDate === undefined ? body : { ...body, birthDate },
    );
    const members = await rowsOf<{ id: number }>(bed.app, sql`select id from member where name = ${name}`);
    const birthday = members[0]
      ? ((
          await rowsOf<{ birthday: string | null }>(
            bed.app,
            sql`select birthday::text as birthday from member_profile where member_id = ${members[0].id}`,
          )
        )[0]?.birthday ?? null)
      : null;
    return { code: reply.body.code, msg: reply.body.msg, written: members.length, birthday };
  };

  it('on cn-asia asks for no date, but checks one given: 18 on today’s Shanghai date, kept as the birthday', async () => {
    expect(await register()).toMatchObject({ code: 0, written: 1, birthday: null });
    expect(await register(shifted(-18, 1))).toMatchObject({ code: 10834, msg: '未满 18 周岁不得注册', written: 0 });
    expect(await register(shifted(-18))).toMatchObject({ code: 0, written: 1, birthday: shifted(-18) });
  });

  it('on uk requires the date of birth and refuses a bad one or a minor, writing nothing', async () => {
    await setSiteParam(bed.app, 'jurisdiction', 'uk');
    try {
      expect(await register()).toMatchObject({ code: 10832, written: 0 });
      // A day that does not exist, or before 1900, is the contract's to refuse, like every date.
      expect(await register('2001-02-29')).toMatchObject({ code: 10400, written: 0 });
      expect(await register('1890-01-01')).toMatchObject({ code: 10400, written: 0 });
      expect(await register(shifted(1))).toMatchObject({ code: 10833, msg: '出生日期无效', written: 0 });
      expect(await register('29/02/2000')).toMatchObject({ code: 10400, written: 0 });
      expect(await register(shifted(-18, 1))).toMatchObject({ code: 10834, written: 0 });
      expect(await register(shifted(-30))).toMatchObject({ code: 0, written: 1, birthday: shifted(-30) });
    } finally {
      await setSiteParam(bed.app, 'jurisdiction', 'none');
    }
  });
});
