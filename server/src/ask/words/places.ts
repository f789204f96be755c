/** Places kept as postal codes: US states (and DC) and Canadian provinces and territories. */
const REGION_CODES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

/** The state or province a postal code stands for ('MI' → Michigan). */
export function regionOfCode(code: string): string | undefined {
  return REGION_CODES[code.trim().toUpperCase()];
}

/**
 * Whether most of a column's values (at least three) are state or province codes; or, for a column named for regions
 * (Northwind's region, which mixes 'OR' and 'WA' with 'Co. Cork' and 'Isle of Wight'), at least three are.
 */
export function holdsRegionCodes(values: readonly string[], namedForRegions = false): boolean {
  const named = values.filter((value) => value.trim() !== '');
  if (named.length < 3) return false;
  const codes = named.filter((value) => /^[A-Za-z]{2}$/.test(value.trim()) && regionOfCode(value) !== undefined).length;
  return codes >= named.length * 0.8 || (namedForRegions && codes >= 3);
}
