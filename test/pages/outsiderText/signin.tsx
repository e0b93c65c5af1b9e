import { SignInForm } from '../../../src/emulators/kit/signInPage.js';
import { HomePage } from '../../../src/pages/home.js';
import { TooManyTries } from '../../../src/pages/tooManyTries.js';
import { MusicKitPage } from '../../../src/signin/musicKitPage.js';
import { DonePage, PickerPage, ProblemPage, type PageAction } from '../../../src/signin/pages.js';
import { problemOf } from '../../../src/signin/problems.js';
import type { PageCase } from './cases.js';

// The hosted sign-in, the home, the "too many tries" page and the emulators' sign-in form. Outsiders
// write the partner's name, its logo's address and its Return URLs (which the pages' links carry
// back, with the rest of the link's query: a partner's own id of its user, a uniqueId), the path a
// person asked for too often, and, on an emulator's form, the authorize query it carries along.

const APP = 'https://music.example/connect';
const query = (text: string) => `?returnUrl=https%3A%2F%2Fpartner.example%2Fback&partnerUserId=${text}`;
const returnUrl = (text: string) => `https://partner.example/back?from=${text}`;

/** The ways forward of a sign-in that connected nothing, each carrying the link's query. */
const waysForward = (text: string): PageAction[] => [
  { href: `${APP}/tunes/spotify/auth${query(text)}`, label: 'Try again' },
  { href: `${APP}/tunes${query(text)}`, label: 'Choose another service' },
  { href: returnUrl(text), label: `Back to ${text}` },
];

const problem = (code: string, text: string) => problemOf(code, { partner: text, service: 'Spotify' });

export const cases: PageCase[] = [
  {
    name: 'picker (the partner’s name and logo, each service with what it allows)',
    render: (text) => (
      <PickerPage
        partner={{ name: text, logoUrl: `https://partner.example/logo.png?v=${text}` }}
        choices={['spotify', 'deezer', 'appleMusic'].map((id) => ({
          id,
          href: `${APP}/tunes/${id}/auth${query(text)}`,
        }))}
        noChoice={{ problem: problem('noServices', text), actions: [] }}
      />
    ),
  },
  {
    name: 'picker (no service chosen yet, the way back to the partner)',
    render: (text) => (
      <PickerPage
        partner={{ name: text, logoUrl: null }}
        choices={[]}
        noChoice={{
          problem: problem('noServices', text),
          actions: [{ href: returnUrl(text), label: `Back to ${text}` }],
        }}
      />
    ),
  },
  {
    name: 'picker (no service chosen yet, only the browser’s way back)',
    render: (text) => (
      <PickerPage
        partner={{ name: text, logoUrl: null }}
        choices={[]}
        noChoice={{ problem: problem('noServices', text), actions: [] }}
      />
    ),
  },
  {
    name: 'problem (cancelled at the service, three ways forward)',
    render: (text) => (
      <ProblemPage problem={problem('accessDenied', text)} actions={waysForward(text)} service="spotify" />
    ),
  },
  {
    name: 'problem (a broken link, the way back to the partner)',
    render: (text) => (
      <ProblemPage
        problem={problem('invalidLink', text)}
        actions={[{ href: returnUrl(text), label: `Back to ${text}` }]}
        developers={{ code: text, detail: text }}
      />
    ),
  },
  {
    name: 'problem (an unknown partner, only the browser’s way back)',
    render: (text) => <ProblemPage problem={problem('partnerNotFound', text)} actions={[]} />,
  },
  {
    name: 'problem (started in another browser)',
    render: (text) => (
      <ProblemPage problem={problem('startedElsewhere', text)} actions={waysForward(text)} service="spotify" />
    ),
  },
  {
    name: 'connected (the partner’s site)',
    render: (text) => <DonePage service="deezer" partner={{ name: text, site: `https://partner.example/${text}` }} />,
  },
  {
    name: 'connected (a partner whose site is unknown)',
    render: (text) => <DonePage service="deezer" partner={{ name: text, site: null }} />,
  },
  {
    name: 'connected (the partner is gone)',
    render: () => <DonePage service="deezer" partner={null} />,
  },
  {
    name: 'Apple Music (MusicKit) sign-in',
    render: (text) => (
      <MusicKitPage
        input={{
          service: 'appleMusic',
          partner: text,
          scriptUrl: `https://js-cdn.music.example/musickit/v3/musickit.js?${text}`,
          developerToken: `eyJhbGciOiJFUzI1NiJ9.${text}.sig`,
          state: text,
          callbackPath: '/connect/oauth/appleMusic/callback',
          backLabel: `Back to ${text}`,
        }}
      />
    ),
  },
  {
    name: 'home',
    render: (text) => (
      <HomePage
        links={{
          name: text,
          dashboard: `https://music.example/connect/dashboard?${text}`,
          docs: `https://api.music.example/docs?${text}`,
          health: `https://api.music.example/health/ready?${text}`,
          openapi: `https://api.music.example/openapi.json?${text}`,
        }}
      />
    ),
  },
  {
    name: 'too many tries (the path to try again)',
    render: (text) => <TooManyTries seconds={12} again={text} />,
  },
  {
    name: 'too many tries (a form post: nothing to try again by a link)',
    render: () => <TooManyTries seconds={1} again={null} />,
  },
  {
    name: 'emulator sign-in form (the authorize query carried along, a wrong password)',
    render: (text) => (
      <SignInForm
        serviceName="Spotify"
        users={[{ key: 'demo', displayName: 'Demo Listener', email: 'demo@listeners.example', password: 'x' }]}
        hidden={{ client_id: text, redirect_uri: `https://api.music.example/cb?${text}`, state: text }}
        error="Wrong e-mail or password."
        asking={text}
      />
    ),
  },
];
