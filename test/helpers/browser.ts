import { chromium, type Browser, type Page } from 'playwright-core';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';

/**
 * Debian's Chromium, headless, with no network of its own beyond what a page asks for
 * (playwright gives every launch a fresh, empty profile).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/** Signs a seeded listener in on an emulator's sign-in form, as a person would. */
export async function signInOnEmulator(page: Page, email: string): Promise<void> {
  await page.waitForSelector('form select#email');
  await page.selectOption('select#email', email);
  await page.fill('input#password', SEEDED_PASSWORD);
  await page.click('button[value="allow"]');
}
