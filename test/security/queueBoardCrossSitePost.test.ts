import test from 'ava';
import got, { type Method } from 'got';
import { useSystem } from '../helpers/useSystem.js';

// Attack: a page on another site holds a form that posts text/plain to the queue board (Bull Board
// at /admin/queues); the operator's browser adds its cached Basic credentials, and the board adds,
// retries or cleans jobs. A change to the operator pages now needs a JSON body (or none, as the
// board's own buttons send) and, from a browser, the board's own origin.

const PASSWORD = 'operator-password-123';
const OPERATOR = `Basic ${Buffer.from(`operator:${PASSWORD}`).toString('base64')}`;
const QUEUE = 'unmatched';
const ELSEWHERE = 'https://evil.example';

const used = useSystem(test, { env: { OPERATOR_PASSWORD: PASSWORD } });

const queue = () => used.system.web.runtime.queues[QUEUE];
/** Every job of the queue in Redis, whatever its state. */
const jobsInRedis = async () => Object.values(await queue().getJobCounts()).reduce((sum, n) => sum + n, 0);

/** A request to the board's API as the operator's browser (or a script) would send it. */
async function board(method: Method, path: string, headers: Record<string, string>, body?: string) {
  const res = await got(`${used.url}/admin/queues/api/queues/${path}`, {
    method,
    headers: { authorization: OPERATOR, ...headers },
    ...(body === undefined ? {} : { body }),
    throwHttpErrors: false,
    retry: { limit: 0 },
  });
  return { status: res.statusCode, code: res.statusCode >= 400 ? safeCode(res.body) : undefined };
}

const safeCode = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return body.slice(0, 80);
  }
};

const NEW_JOB = JSON.stringify({ name: 'planted', data: { transferId: 'x', items: null } });

test.serial('a text/plain post with the operator credentials is refused and adds no job', async (t) => {
  const fromForm = await board(
    'POST',
    `${QUEUE}/add`,
    { 'content-type': 'text/plain', origin: ELSEWHERE, 'sec-fetch-site': 'cross-site' },
    NEW_JOB,
  );
  t.is(fromForm.status, 403);
  t.is(fromForm.code, 'operatorWriteNotSameOrigin');
  const bare = await board('POST', `${QUEUE}/add`, { 'content-type': 'text/plain' }, NEW_JOB);
  t.is(bare.status, 403, 'text/plain without any browser header');
  const urlencoded = await board(
    'POST',
    `${QUEUE}/add`,
    { 'content-type': 'application/x-www-form-urlencoded', origin: ELSEWHERE },
    'name=planted',
  );
  t.is(urlencoded.status, 403);
  t.is(await jobsInRedis(), 0);
});

test.serial('JSON from another site, or from a sibling site, is refused too', async (t) => {
  const json = { 'content-type': 'application/json' };
  t.is((await board('POST', `${QUEUE}/add`, { ...json, origin: ELSEWHERE }, NEW_JOB)).status, 403);
  t.is((await board('POST', `${QUEUE}/add`, { ...json, 'sec-fetch-site': 'cross-site' }, NEW_JOB)).status, 403);
  t.is((await board('POST', `${QUEUE}/add`, { ...json, 'sec-fetch-site': 'same-site' }, NEW_JOB)).status, 403);
  // Sec-Fetch-Site is the browser's word; an Origin that looks right does not outweigh it.
  const looksRight = { ...json, origin: used.url, 'sec-fetch-site': 'cross-site' };
  t.is((await board('POST', `${QUEUE}/add`, looksRight, NEW_JOB)).status, 403);
  // A bodiless post from another site (fetch with mode no-cors) is no exception.
  t.is((await board('POST', `${QUEUE}/add`, { origin: ELSEWHERE, 'sec-fetch-site': 'cross-site' })).status, 403);
  t.is((await board('PUT', `${QUEUE}/pause`, { origin: ELSEWHERE, 'sec-fetch-site': 'cross-site' })).status, 403);
  t.false(await queue().isPaused());
  t.is(await jobsInRedis(), 0);
});

test.serial('the board itself still works: JSON and bodiless changes from its own origin', async (t) => {
  const added = await board(
    'POST',
    `${QUEUE}/add`,
    { 'content-type': 'application/json', origin: used.url, 'sec-fetch-site': 'same-origin' },
    NEW_JOB,
  );
  t.is(added.status, 200);
  t.is(await jobsInRedis(), 1);

  // The board's pause and resume buttons send a PUT with no body and no content type.
  const paused = await board('PUT', `${QUEUE}/pause`, { origin: used.url, 'sec-fetch-site': 'same-origin' });
  t.is(paused.status, 200);
  t.true(await queue().isPaused());
  // A browser that sends no Sec-Fetch-Site: its Origin decides.
  const resumed = await board('PUT', `${QUEUE}/resume`, { 'content-type': 'application/json', origin: used.url }, '{}');
  t.is(resumed.status, 200);
  t.false(await queue().isPaused());
  // A script outside a browser says nothing of its origin: JSON only.
  t.is((await board('PUT', `${QUEUE}/pause`, { 'content-type': 'application/json' }, '{}')).status, 200);
  t.true(await queue().isPaused());
  t.is((await board('PUT', `${QUEUE}/resume`, {})).status, 403, 'a script without a JSON body');
  t.true(await queue().isPaused());
  await queue().resume();

  // Reads are never in question.
  const read = await got(`${used.url}/admin/queues/api/queues`, {
    headers: { authorization: OPERATOR, 'sec-fetch-site': 'cross-site' },
    throwHttpErrors: false,
  });
  t.is(read.statusCode, 200);
});
