import test from 'ava';
import { isAllowedReturnUrl, returnUrlPolicy, returnUrlProblem } from '../../src/accounts/returnUrls.js';

// One rule for every Return URL: an app's own scheme is welcome and matched exactly; a scheme a
// browser handles itself never is; plain http only on a development server. Refusals are words.

const production = returnUrlPolicy('production');
const development = returnUrlPolicy('development');

test('https and an app’s own scheme may be registered', (t) => {
  for (const url of [
    'https://app.example/callback',
    'myapp://callback',
    'com.example.app:/oauth2redirect',
    'myapp:callback',
    'my-app+v2.beta://auth/done?from=signin',
  ]) {
    t.is(returnUrlProblem(url, production), null, url);
  }
});

test('schemes a browser handles itself are refused in words, whatever the deployment', (t) => {
  const refused: [string, RegExp][] = [
    ['javascript:alert(1)', /run code/],
    ['JavaScript:alert(document.cookie)', /run code/],
    ['vbscript:msgbox', /run code/],
    ['data:text/html,<script>alert(1)</script>', /page of its own/],
    ['file:///etc/passwd', /file on the person’s own computer/],
    ['blob:https://app.example/1', /page of its own/],
    ['ftp://files.example/cb', /ftp/],
    ['intent://scan#Intent;end', /Android/],
    ['c:/Users/me/callback', /Windows/],
    ['myapp://user:secret@callback', /user name or password/],
    ['myapp://callback#done', /# part/],
    ['not an address', /not a complete address/],
    ['', /Enter the address/],
  ];
  for (const [url, words] of refused) {
    for (const policy of [production, development]) {
      const problem = returnUrlProblem(url, policy);
      t.regex(problem ?? '', words, url);
      t.notRegex(problem ?? '', /normalis|protocol|scheme:\s*$|URL parser/i, 'no developer words');
    }
    t.false(isAllowedReturnUrl([url], url), `${url} never matches, even when stored`);
  }
});

test('plain http is refused outside development, with the reason', (t) => {
  t.regex(returnUrlProblem('http://app.example/callback', production) ?? '', /unencrypted; use https/);
  t.is(returnUrlProblem('http://127.0.0.1:5173/callback', development), null);
  t.is(returnUrlProblem('http://127.0.0.1:5173/callback', returnUrlPolicy('test')), null);
  t.false(returnUrlPolicy(undefined).allowHttp, 'unset counts as production');
});

test('an app’s own scheme is matched exactly: only the scheme’s case is ignored', (t) => {
  const allowed = ['myapp://callback'];
  t.true(isAllowedReturnUrl(allowed, 'myapp://callback'));
  t.true(isAllowedReturnUrl(allowed, 'MYAPP://callback'), 'schemes are case-insensitive');
  for (const other of [
    'myapp://Callback',
    'myapp://callback/',
    'myapp://callback.evil',
    'myapp://callback?x=1',
    'myapp://evil@callback',
    'myapp:callback',
    'myapp2://callback',
    'otherapp://callback',
    'https://callback',
  ]) {
    t.false(isAllowedReturnUrl(allowed, other), other);
  }
});
