// How far apart two lengths may be for one recording. One recording drifts between stores by a
// second or two (encoders pad, stores round); an edit, a live take or another chapter of an
// audiobook differs by more. Seconds mean little on a forty-second track, though: chapters of one
// book that differ only by length lie three seconds apart. Below a minute the allowances shrink
// in proportion to the shorter length.

const MINUTE = 60_000;
/** No allowance shrinks below half its size: a store's rounding does not shrink with the track. */
const LEAST_SCALE = 0.5;

/** 1 at a minute and longer, the share of a minute below it (at least half). */
function scaleOf(a: number, b: number): number {
  return Math.max(LEAST_SCALE, Math.min(1, Math.min(a, b) / MINUTE));
}

/** Lengths this close agree fully: one recording as two stores time it. */
export function lengthTolerance(a: number, b: number): number {
  return 2_000 * scaleOf(a, b);
}

/**
 * The farthest apart two lengths may be and still be taken for one recording: 5 s from a minute
 * up; below a minute no more than they agree fully, since 3 s there is a tenth of the track.
 */
export function lengthAllowance(a: number, b: number): number {
  return Math.min(a, b) >= MINUTE ? 5_000 : lengthTolerance(a, b);
}

/** Lengths farther apart than this are another recording beyond doubt (an edit, a live take). */
export function lengthFarApart(a: number, b: number): number {
  return 30_000 * scaleOf(a, b);
}

/** How much two lengths agree, 0 to 1; 0.5 where one is unknown. */
export function lengthAgreement(a: number | null, b: number | null): number {
  if (a === null || b === null) return 0.5;
  const apart = Math.abs(a - b);
  const scale = scaleOf(a, b);
  if (apart <= 2_000 * scale) return 1;
  if (apart <= 5_000 * scale) return 0.8;
  if (apart <= 10_000 * scale) return 0.5;
  if (apart <= 20_000 * scale) return 0.2;
  return 0;
}
