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
   * Listeners of partner accounts whose counting choices name one destination item for a source
   * item in a country, net of the accounts that chose otherwise or rejected it, for the choice to
   * be everyone's match there (choices.ts). Three: two people who happen to agree on a wrong item
   * (the same wrong best guess, shown to both) are not rare; three independent ones are.
   */
  agreement: 3,
};
