/**
 * This browser tab's id, sent as X-Quarry-Tab with every GraphQL request. Live board events name the tab that caused
 * them, so a tab skips only its own echoes and still applies what the same user does in another tab.
 * getRandomValues works on plain-HTTP origins too, where crypto.randomUUID does not.
 */
function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const TAB_ID = newTabId();
