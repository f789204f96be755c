import { downloadText } from '../dashboard/format';

/** A file name from a report's name: 'Sales overview' → 'sales-overview'. */
export function fileSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'report';
}

/** The export as a JSON file (cards, queries, transforms, layout). */
export function downloadJson(json: unknown, name: string): void {
  downloadText(`${JSON.stringify(json, null, 2)}\n`, `${fileSlug(name)}.json`, 'application/json');
}

/** The grid as a PNG, drawn from the page itself (html-to-image, loaded only when asked for). */
export async function downloadPng(node: HTMLElement, name: string, background: string): Promise<void> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(node, {
    backgroundColor: background,
    pixelRatio: 2,
    cacheBust: false,
    // System fonts only: nothing to embed, and nothing fetched.
    skipFonts: true,
    filter: (element) => !(element instanceof HTMLElement && element.dataset.exportIgnore !== undefined),
  });
  if (!blob) throw new Error('The image could not be drawn.');
  downloadText(blob, `${fileSlug(name)}.png`);
}
