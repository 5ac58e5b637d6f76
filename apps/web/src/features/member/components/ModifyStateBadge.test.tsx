import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { stubApi } from '../../../test/render';
import { renderMember } from '../testing';

const record = (id: number, state: string) => ({
  id,
  kind: 'phone',
  newValue: '13900139000',
  reason: '旧号码停用',
  state,
  reviewNote: state === 'needMore' ? '请补充身份证明' : '',
  supplement: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
});

describe('modification review states', () => {
  afterEach(() => signOutForTest());

  it('labels each state, and offers the supplement form only where more is needed', async () => {
    signInForTest();
    stubApi({
      [routes.member.modifyConfig.path]: {
        kinds: [
          { kind: 'realName', enabled: true, note: '' },
          { kind: 'phone', enabled: true, note: '' },
        ],
        openRequests: 2,
      },
      [routes.member.modifyCheck.path]: [
        record(1, 'pending'),
        record(2, 'needMore'),
        record(3, 'approved'),
        record(4, 'rejected'),
      ],
    });
    const view = await renderMember('/app/member/modify');
    await findIn(view.container, '[data-testid="modify-record"]');
    const labels = [...view.container.querySelectorAll('[data-testid="modify-state"]')].map((badge) => [
      badge.getAttribute('data-state'),
      badge.textContent,
    ]);
    expect(labels).toEqual([
      ['pending', '审核中'],
      ['needMore', '需补充资料'],
      ['approved', '已通过'],
      ['rejected', '已拒绝'],
    ]);
    const records = view.container.querySelectorAll('[data-testid="modify-record"]');
    expect([...records].map((item) => item.querySelector('[data-testid="supplement-form"]') !== null)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    await view.unmount();
  });
});
