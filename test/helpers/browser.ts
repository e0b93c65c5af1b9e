import { text } from 'node:stream/consumers';
import { chromium, type Browser, type BrowserServer, type Download, type Page } from 'playwright-core';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';

/** Debian's Chromium, headless, with no network of its own beyond what a page asks for. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The variable naming the Chromium `npm test` started for all its test files (browserForTheRun). */
export const SHARED_BROWSER = 'TEST_BROWSER_ENDPOINT';

/**
 * A browser for one test file: the run's own Chromium where `npm test` started one, otherwise one
 * launched for the file (`npx ava` of one file). Each context is a fresh, empty profile either way,
 * and `close()` ends what this file opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH);
}

/**
 * One Chromium for every file of a run, which each file connects to: starting Chromium costs a
 * file about a CPU second (its browser, GPU, network and storage processes), and a run has thirty
 * page-test files.
 */
export function browserForTheRun(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** Signs a seeded listener in on an emulator's sign-in form, as a person would. */
export async function signInOnEmulator(page: Page, email: string): Promise<void> {
  await page.waitForSelector('form select#email');
  await page.selectOption('select#email', email);
  await page.fill('input#password', SEEDED_PASSWORD);
  await page.click('button[value="allow"]');
}

/** What a download holds, as text: read through the browser's connection, which a shared browser's files are not on this side of. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
