const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('en-US');

/** 1,234 below ten thousand, 12.3K above. */
export function formatCount(value: number): string {
  return Math.abs(value) >= 10_000 ? COMPACT.format(value) : WHOLE.format(Math.round(value));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export function kindLabel(kind: string): string {
  switch (kind) {
    case 'DEMO':
      return 'Demo data';
    case 'UPLOAD':
      return 'CSV / XLSX upload';
    case 'POSTGRES':
      return 'PostgreSQL';
    case 'MYSQL':
      return 'MySQL / MariaDB';
    default:
      return kind;
  }
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(text: string | Blob, fileName: string, type = 'text/plain'): void {
  const blob = typeof text === 'string' ? new Blob([text], { type }) : text;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
