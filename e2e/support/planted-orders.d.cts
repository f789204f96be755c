/** One row per order over 8 weeks ending `end` (YYYY-MM-DD), with a planted surge of Partner orders in the last 7 days. */
export declare function plantedOrdersCsv(end: string): string;
