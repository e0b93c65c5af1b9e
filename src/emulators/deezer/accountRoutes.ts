// The listener's own account: `/user/me`.
import type { Router } from 'express';
import { pictures } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

export function accountRoutes(router: Router, helpers: RouteHelpers) {
  const { user } = helpers;

  router.get('/user/me', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const [firstname, ...rest] = me.displayName.split(' ');
    res.json({
      id: Number(me.id),
      name: me.displayName,
      lastname: rest.join(' '),
      firstname,
      email: me.email,
      status: 0,
      birthday: '0000-00-00',
      inscription_date: '2020-01-01',
      gender: '',
      link: `https://www.deezer.com/profile/${me.id}`,
      // A seeded listener has set a picture of their own.
      ...pictures('user', me.id, `user:${me.id}`),
      country: me.country,
      lang: 'en',
      is_kid: false,
      explicit_content_level: 'explicit_display',
      explicit_content_levels_available: ['explicit_display', 'explicit_no_recommendation', 'explicit_hide'],
      tracklist: `https://api.deezer.com/user/${me.id}/flow`,
      type: 'user',
    });
  });
}
