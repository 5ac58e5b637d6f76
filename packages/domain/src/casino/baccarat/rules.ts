// The drawing rules (the "tableau"), identical in Punto Banco everywhere. Nobody chooses: the
// cards decide, so these functions are the whole game logic.

/** Hand total: the sum of card points modulo 10. */
export function handTotal(points: readonly number[]): number {
  return points.reduce((sum, point) => sum + point, 0) % 10;
}

/** A two-card 8 or 9 is a natural: both hands stand. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** The player, with no natural on the table, draws on 0-5 and stands on 6-7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker, with no natural on the table, draws a third card. When the player stood
 * (`playerThirdPoint` null) the banker draws on 0-5 like the player. Otherwise by banker total:
 * 0-2 draw; 3 draws unless the player's third card is an 8; 4 draws on 2-7; 5 draws on 4-7;
 * 6 draws on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThirdPoint: number | null): boolean {
  if (playerThirdPoint === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdPoint !== 8;
    case 4:
      return playerThirdPoint >= 2 && playerThirdPoint <= 7;
    case 5:
      return playerThirdPoint >= 4 && playerThirdPoint <= 7;
    case 6:
      return playerThirdPoint === 6 || playerThirdPoint === 7;
    default:
      return false;
  }
}
