/** The scoring rules of ../shared/eval/README.md, value by value. */
import { valuesMatch } from "./score";

describe("valuesMatch", () => {
  it.each<[unknown, unknown, boolean]>([
    [10, "10.0004", true],
    [10, 10.5, false],
    ["Germany", " germany ", true],
    ["2025-03-01", "2025-03-01T00:00:00.000Z", true],
    ["2025-03-02", "2025-03-01", false],
    // A month label and the first day of that month are one month, either way round.
    ["2025-03-01", "2025-03", true],
    ["2025-03", "2025-03-01", true],
    ["2025-03-02", "2025-03", false],
    ["2025-04-01", "2025-03", false],
  ])("gold %p against %p: %p", (gold, answer, expected) => {
    expect(valuesMatch(gold, answer)).toBe(expected);
  });
});
