import { Errors } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { errorSpecOf, LINE_ABNORMAL, NETWORK_ABNORMAL, NOT_LOGGED_IN } from './errorTable';

describe('the error table the build serves', () => {
  it('reacts to every code of the catalogue as the catalogue says', () => {
    for (const spec of Object.values(Errors)) {
      expect(errorSpecOf(spec.code)).toMatchObject({
        code: spec.code,
        reaction: spec.reaction,
        httpStatus: spec.httpStatus,
      });
    }
    expect([NOT_LOGGED_IN, LINE_ABNORMAL, NETWORK_ABNORMAL]).toEqual([
      Errors.notLoggedIn,
      Errors.lineAbnormal.code,
      Errors.networkAbnormal.code,
    ]);
  });

  it('toasts a code it does not know', () => {
    expect(errorSpecOf(99_999)).toMatchObject({ code: 99_999, reaction: 'toast' });
  });
});
