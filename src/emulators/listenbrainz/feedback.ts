import { Router } from 'express';
import { isRecord } from '../../http/unchecked.js';
import type { Saved } from '../kit/library.js';
import { Refusal, UUID, booleanArg, nonNegative, type Lb } from './state.js';
import { feedbackEntry } from './wire.js';

/** `DEFAULT_ITEMS_PER_GET` and `MAX_ITEMS_PER_GET`. */
const DEFAULT_ITEMS = 25;
const MAX_ITEMS = 1000;

/** Recording feedback (`feedback_api.py`): loved is score 1, hated -1, and 0 takes either back. */
export function feedbackRoutes(lb: Lb): Router {
  const router = Router();
  const hatedOf = (key: string) => {
    const set = lb.hated.get(key) ?? new Set<string>();
    lb.hated.set(key, set);
    return set;
  };

  router.post('/recording-feedback', (req, res) => {
    const caller = lb.caller(req, false)!;
    const data: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    if ((!('recording_msid' in data) && !('recording_mbid' in data)) || !('score' in data))
      throw new Refusal(
        400,
        'JSON document must contain either recording_msid or recording_mbid, and score top level keys',
      );
    if (Object.keys(data).some((k) => !['recording_msid', 'recording_mbid', 'score'].includes(k)))
      throw new Refusal(400, 'JSON document may only contain recording_msid, recording_mbid and score top level keys');
    const id = String(data.recording_mbid ?? data.recording_msid ?? '');
    if (!UUID.test(id) || !(data.score === -1 || data.score === 0 || data.score === 1))
      throw new Refusal(
        400,
        'Invalid JSON document submitted: score must be 1, 0 or -1 and the recording a valid UUID',
      );
    const user = caller.user;
    if (!user) throw new Refusal(401, 'Invalid authorization token.');
    const mbid = id.toLowerCase();
    lb.library.unsave(user.liked, [mbid]);
    hatedOf(user.key).delete(mbid);
    if (data.score === 1) lb.library.save(user.liked, [mbid]);
    if (data.score === -1) hatedOf(user.key).add(mbid);
    res.json({ status: 'ok' });
  });

  router.get('/user/:name/get-feedback', (req, res) => {
    const rawScore = req.query.score;
    const score = rawScore === undefined || rawScore === '' ? 0 : Number(rawScore);
    if (!Number.isInteger(score)) throw new Refusal(400, `Invalid score argument: ${String(rawScore)}`);
    const metadata = booleanArg(req.query.metadata, false, 'metadata');
    const offset = nonNegative(req.query.offset, 0, 'offset');
    const count = Math.min(nonNegative(req.query.count, DEFAULT_ITEMS, 'count'), MAX_ITEMS);
    const user = lb.userNamed(String(req.params.name));
    if (!user) throw new Refusal(404, `Cannot find user: ${req.params.name}`);
    if (score && score !== 1 && score !== -1) throw new Refusal(400, 'Score can have a value of 1 or -1.');
    const hated = [...(lb.hated.get(user.key) ?? [])].map((id): Saved => ({ id, addedAt: new Date(0).toISOString() }));
    const all: [Saved, number][] = [
      ...(score === -1 ? [] : user.liked.map((s): [Saved, number] => [s, 1])),
      ...(score === 1 ? [] : hated.map((s): [Saved, number] => [s, -1])),
    ];
    const page = all.slice(offset, offset + count).map(([saved, s]) => {
      const track = metadata ? lb.view.track(saved.id) : undefined;
      return feedbackEntry(user, saved, s, track ? { track, credit: lb.credit(track) } : null);
    });
    res.json({ feedback: page, count: page.length, total_count: all.length, offset });
  });

  return router;
}
