/** Words of amounts charged on top of what rows came to, or taken off it: a tax, a tip, a fee, a discount, freight. */
export const PART_AMOUNT_WORDS: ReadonlySet<string> = new Set(['tax', 'vat', 'gst', 'tip', 'gratuity', 'fee', 'discount', 'freight', 'shipping', 'surcharge', 'commission', 'deposit']);

/** Words of a tax charged on top of what was sold. */
export const TAX_WORDS: ReadonlySet<string> = new Set(['tax', 'vat', 'gst']);
