/** A step a test stands on: it throws, saying what happened instead. */
export function ensure(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
