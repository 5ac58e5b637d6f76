/**
 * Holds auto-play while something the member must answer is open (a reality check, RTS 13B): a
 * game's auto-play awaits `whilePlayHeld()` before each round, so no round starts behind the dialog.
 * Plain module state: the game and the dialog live in different lazily loaded chunks.
 */
let held = false;
let waiting: (() => void)[] = [];

export const holdPlay = (on: boolean): void => {
  held = on;
  if (on) return;
  const resume = waiting;
  waiting = [];
  for (const go of resume) go();
};

export const playHeld = (): boolean => held;

/** Resolves at once, or when the hold is released. */
export const whilePlayHeld = (): Promise<void> =>
  held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
