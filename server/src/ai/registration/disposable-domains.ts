/**
 * Known disposable (temporary inbox) email domains, from the `disposable-email-domains` package: its main list
 * (~120k domains) plus its wildcard list, whose subdomains are disposable too. Loaded once, on first use.
 */

let cached: ReadonlySet<string> | null = null;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function loadDomains(): ReadonlySet<string> {
  // The package ships plain JSON without type declarations; read it as unknown and keep only the strings.
  const main: unknown = require('disposable-email-domains');
  const wildcard: unknown = require('disposable-email-domains/wildcard.json');
  return new Set([...stringList(main), ...stringList(wildcard)].map((domain) => domain.trim().toLowerCase()));
}

function domains(): ReadonlySet<string> {
  cached ??= loadDomains();
  return cached;
}

/** Whether the domain, or any parent domain of it ('x.mailinator.com' → 'mailinator.com'), is disposable. */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/u, '').split('.');
  const known = domains();
  for (let start = 0; start <= labels.length - 2; start += 1) {
    if (known.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
