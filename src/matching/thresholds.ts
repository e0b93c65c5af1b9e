/**
 * Where scores become decisions. A wrong match is worse than none (the partner's user finds a
 * stranger's song in their playlist), so `matched` asks for a high score; below it, a candidate
 * above `guess` is offered as a best guess.
 */
export const THRESHOLDS = {
  matched: 80,
  guess: 50,
  /** An ISRC candidate is the same recording unless its metadata says otherwise. */
  isrcSense: 60,
  /**
   * Partner accounts whose people chose one destination item for a source item, net of those who
   * chose otherwise or rejected it, for the choice to be everyone's match (choices.ts). Two: one
   * account alone, however many times its people press, is never enough.
   */
  agreement: 2,
};
