/** The scoring rules of ../shared/eval/README.md, value by value. */
import { resultMatches, valuesMatch, type EvalItem } from "./score";

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

describe("resultMatches with loose labels", () => {
  const averages: EvalItem = {
    id: "x1",
    sql: "",
    q: "average days per product",
    loose_labels: true,
    columns: ["product", "avg_days"],
    rows: [
      ["GTX Plus Basic", 51.7],
      ["MG Advanced", 51.74],
      ["GTX Plus Pro", 51.78],
    ],
  };

  it("pairs rows whose labels agree first, so numbers within the tolerance of each other do not swap labels", () => {
    const answer = [
      ["MG Advanced", 51.74],
      ["GTX Plus Pro", 51.78],
      ["GTX Plus Basic", 51.7],
    ];
    expect(resultMatches(averages, answer)).toBe(true);
  });

  it("still takes a label in another form, and still fails a wrong number", () => {
    expect(resultMatches({ ...averages, rows: [["Nancy Davolio", 12]] }, [["Davolio", 12]])).toBe(true);
    expect(resultMatches({ ...averages, rows: [["Nancy Davolio", 12]] }, [["Davolio", 13]])).toBe(false);
  });
});
