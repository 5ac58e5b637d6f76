import { seedCommitment } from '@courtside/domain/casino';
import { fairDrawIndex } from '@courtside/domain/promotions';
import { describe, expect, it } from 'vitest';
import { checkWheelDraw, verifySearch, type WheelVerifyInputs } from './verify';

const serverSeed = 'a1'.repeat(32);
const weights = [5, 20, 1, 40, 10, 0, 14, 10];
const nonce = 3;
const drawn = fairDrawIndex({ serverSeed, clientSeed: 'lucky-7', nonce }, weights);

const honest: WheelVerifyInputs = {
  serverSeed,
  serverSeedHash: seedCommitment(serverSeed),
  clientSeed: 'lucky-7',
  nonce: String(nonce),
  weights: weights.join(','),
  index: String(drawn + 1),
};

describe('checking a wheel draw in the browser', () => {
  it('passes an honest draw: the seed matches its hash and lands on the claimed segment', () => {
    expect(checkWheelDraw(honest)).toEqual({
      kind: 'checked',
      hashMatches: true,
      recomputed: drawn,
      indexMatches: true,
      verified: true,
    });
  });

  it('fails a server seed with one character changed, whether or not it is still hex', () => {
    const hex = `${serverSeed.slice(0, -1)}${serverSeed.endsWith('0') ? '1' : '0'}`;
    const changed = checkWheelDraw({ ...honest, serverSeed: hex });
    expect(changed).toMatchObject({ kind: 'checked', hashMatches: false, verified: false });
    const notHex = checkWheelDraw({ ...honest, serverSeed: `${serverSeed.slice(0, -1)}x` });
    expect(notHex).toEqual({
      kind: 'checked',
      hashMatches: false,
      recomputed: null,
      indexMatches: false,
      verified: false,
    });
  });

  it('fails a claimed segment the seeds do not land on', () => {
    const other = ((drawn + 1) % weights.length) + 1;
    expect(checkWheelDraw({ ...honest, index: String(other) })).toMatchObject({
      hashMatches: true,
      indexMatches: false,
      verified: false,
    });
  });

  it('asks for the missing figures rather than guessing', () => {
    expect(checkWheelDraw({ ...honest, nonce: '' })).toEqual({ kind: 'incomplete' });
    expect(checkWheelDraw({ ...honest, weights: '0,0' })).toEqual({ kind: 'incomplete' });
    expect(checkWheelDraw({ ...honest, clientSeed: 'a:b' })).toEqual({ kind: 'incomplete' });
    // The member may type the weights with Chinese commas or spaces.
    expect(checkWheelDraw({ ...honest, weights: weights.join('， ') })).toMatchObject({ verified: true });
  });

  it('carries a draw into the page with the segment counted from 1', () => {
    const search = new URLSearchParams(
      verifySearch({ ...honest, nonce, weights, index: drawn, serverSeedHash: honest.serverSeedHash, label: '¥8彩金' }),
    );
    expect(search.get('index')).toBe(String(drawn + 1));
    expect(search.get('weights')).toBe('5,20,1,40,10,0,14,10');
    expect(search.get('label')).toBe('¥8彩金');
  });
});
