import test from 'ava';
import type { Request, Response } from 'express';
import Joi from 'joi';
import { queryOf, validQuery } from '../../src/http/validate.js';

// A query check works out once what its schema makes of a query string (most reads send none, or
// the same few) and shares it between the requests that send it: each still reads what it would
// have read alone, and none can change it for the others.

interface Paging {
  limit: number;
  tags: string[];
}
const schema = Joi.object<Paging>({
  limit: Joi.number().integer().min(1).default(20),
  tags: Joi.array().items(Joi.string()).single().default([]),
});
const check = validQuery(schema, { limit: 'invalidLimit' });

function checked(url: string, query: Record<string, unknown>): Paging {
  const req = { url, originalUrl: url, method: 'GET', query } as unknown as Request;
  let passed = false;
  check(req, {} as Response, () => (passed = true));
  if (!passed) throw new Error('the check did not pass the request on');
  return queryOf(req, schema);
}

test('a request without a query reads the defaults, as one with an empty query does', (t) => {
  t.deepEqual(checked('/list', {}), { limit: 20, tags: [] });
  t.deepEqual(checked('/list?', {}), { limit: 20, tags: [] });
  t.deepEqual(checked('/list', {}), { limit: 20, tags: [] }, 'the second time too');
});

test('the defaults shared between requests cannot be changed by one of them', (t) => {
  const first = checked('/list', {});
  t.throws(() => {
    first.limit = 5;
  });
  t.throws(() => {
    first.tags.push('changed');
  });
  t.deepEqual(checked('/list', {}), { limit: 20, tags: [] });
});

test('a request with a query reads its own converted value, shared only with the same query, and a bad one its code', (t) => {
  const own = checked('/list?limit=5&tags=a', { limit: '5', tags: 'a' });
  t.deepEqual(own, { limit: 5, tags: ['a'] });
  t.throws(() => {
    own.tags.push('b');
  });
  t.deepEqual(checked('/list?limit=5&tags=a', { limit: '5', tags: 'a' }), { limit: 5, tags: ['a'] });
  t.deepEqual(checked('/list?limit=6', { limit: '6' }), { limit: 6, tags: [] });
  const error = t.throws(() => checked('/list?limit=0', { limit: '0' }));
  t.is((error as Error & { code?: string }).code, 'invalidLimit');
  t.is((t.throws(() => checked('/list?limit=0', { limit: '0' })) as Error & { code?: string }).code, 'invalidLimit');
});

test('queries made up by the hundred are each read right, before and after older ones are let go', (t) => {
  for (let round = 0; round < 2; round++)
    for (let limit = 1; limit <= 200; limit++)
      t.is(checked(`/list?limit=${limit}`, { limit: String(limit) }).limit, limit);
});
