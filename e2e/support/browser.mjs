// Real Chromium (Debian's package) driven by playwright-core; screenshots are kept in e2e/artifacts/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './server.mjs';

export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

/** Chromium reports a blocked load or script as a console error naming the Content Security Policy. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|connect|apply|create|frame)/i;

function watchForCspViolations(page, violations) {
  page.on('console', (message) => {
    if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

/**
 * Every page of every context is watched for CSP violations. Closing the browser prints them and fails the test file
 * (its exit code; throwing would skip the rest of the file's after hook, such as stopping the server), so a header
 * change that breaks a page cannot pass unnoticed.
 */
export async function launchBrowser() {
  const browser = await launchChromium();
  const violations = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', (page) => watchForCspViolations(page, violations));
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchForCspViolations(page, violations);
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await close(...args);
    if (violations.length > 0) {
      console.error(`Content Security Policy violations:\n${violations.join('\n')}`);
      process.exitCode = 1;
    }
  };
  browser.cspViolations = violations;
  return browser;
}

function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page, name) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
