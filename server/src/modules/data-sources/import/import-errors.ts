/** A problem with an uploaded file, worded for the user who uploaded it. */
export class ImportError extends Error {
  override readonly name = 'ImportError';

  /**
   * @param message shown to the user as is
   * @param line 1-based line (CSV) or row (XLSX) of the first offending record, when there is one
   * @param lines every offending line that the message reports
   */
  constructor(
    message: string,
    readonly line?: number,
    readonly lines: readonly number[] = line === undefined ? [] : [line],
  ) {
    super(message);
  }
}

/** The default upload limit (UPLOAD_MAX_MB in the issue). */
export const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

export function tooLargeError(maxBytes: number): ImportError {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new ImportError(`The file is larger than the ${mb} MB limit.`);
}

export const emptyFileError = (): ImportError => new ImportError('The file is empty.');
