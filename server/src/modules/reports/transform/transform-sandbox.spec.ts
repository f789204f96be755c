import { TRANSFORM_TIME_LIMIT_MS, TransformSandbox, type Row } from './transform-sandbox';

const sandbox = new TransformSandbox();
afterAll(() => sandbox.close());
const runTransform = (body: string, input: readonly Row[]) => sandbox.run(body, input);

const rows = [
  { month: '2026-01', revenue: 10 },
  { month: '2026-02', revenue: 25 },
  { month: '2026-03', revenue: 5 },
];

describe('transform sandbox', () => {
  it('runs a normal transform, as statements or as an expression', async () => {
    await expect(runTransform('return rows.filter((row) => row.revenue > 6).map((row) => ({ ...row, revenue: row.revenue * 2 }));', rows)).resolves.toEqual({
      ok: true,
      rows: [
        { month: '2026-01', revenue: 20 },
        { month: '2026-02', revenue: 50 },
      ],
    });
    await expect(runTransform('rows.slice().sort((a, b) => b.revenue - a.revenue).slice(0, 1)', rows)).resolves.toEqual({ ok: true, rows: [{ month: '2026-02', revenue: 25 }] });
    await expect(runTransform('', rows)).resolves.toEqual({ ok: true, rows });
  });

  it('stops an infinite loop after the time limit', async () => {
    const started = Date.now();
    const outcome = await runTransform('let n = 0;\nwhile (true) { n++; }\nreturn rows;', rows);
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ ok: false, error: { message: 'The transform ran longer than 1 s and was stopped.' } });
    expect(elapsed).toBeGreaterThanOrEqual(TRANSFORM_TIME_LIMIT_MS - 50);
    expect(elapsed).toBeLessThan(TRANSFORM_TIME_LIMIT_MS + 2_000);
  });

  it('stops memory abuse at 32 MB', async () => {
    await expect(runTransform('const s = "x".repeat(64 * 1024 * 1024);\nreturn rows;', rows)).resolves.toEqual({
      ok: false,
      error: { message: 'The transform used more than 32 MB of memory and was stopped.', line: 1 },
    });
    // Many small objects: the heap cap or the clock stops it, whichever comes first on a busy machine.
    const hog = await runTransform('const hog = [];\nfor (let i = 0; ; i++) hog.push({ i, text: "row " + i, list: [i, i, i, i] });', rows);
    expect(hog).toMatchObject({ ok: false, error: { message: expect.stringMatching(/32 MB of memory|longer than 1 s/) } });
    // Native built-ins that never check the clock are stopped all the same, by ending the thread at the deadline.
    const started = Date.now();
    const native = await runTransform('const a = [];\nwhile (true) { a.push(new Array(100000).fill(1)); }', rows);
    expect(native.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(TRANSFORM_TIME_LIMIT_MS + 1_500);
    // The server is unharmed: the next transform runs.
    await expect(runTransform('rows.length ? rows.slice(0, 1) : []', rows)).resolves.toEqual({ ok: true, rows: [rows[0]] });
  });

  it('has no require, process, fetch or other host objects', async () => {
    const probe = 'return [{ require: typeof require, process: typeof process, fetch: typeof fetch, module: typeof module, XMLHttpRequest: typeof XMLHttpRequest, setTimeout: typeof setTimeout, std: typeof std, os: typeof os }];';
    await expect(runTransform(probe, rows)).resolves.toEqual({
      ok: true,
      rows: [{ require: 'undefined', process: 'undefined', fetch: 'undefined', module: 'undefined', XMLHttpRequest: 'undefined', setTimeout: 'undefined', std: 'undefined', os: 'undefined' }],
    });
    await expect(runTransform('require("fs");\nreturn rows;', rows)).resolves.toEqual({ ok: false, error: { message: "ReferenceError: 'require' is not defined", line: 1 } });
    await expect(runTransform('const a = 1;\n\nreturn fetch("http://example.com");', rows)).resolves.toEqual({ ok: false, error: { message: "ReferenceError: 'fetch' is not defined", line: 3 } });
  });

  it('reports errors with the line of the body', async () => {
    await expect(runTransform('const a = 1;\nconst b = ;\nreturn rows;', rows)).resolves.toMatchObject({ ok: false, error: { line: 2, message: expect.stringMatching(/^SyntaxError/) } });
    await expect(runTransform('const x = null;\nconst y = 2;\nreturn x.field;', rows)).resolves.toMatchObject({ ok: false, error: { line: 3, message: expect.stringMatching(/^TypeError/) } });
    await expect(runTransform('rows.forEach((row) => row);', rows)).resolves.toMatchObject({ ok: false, error: { message: expect.stringMatching(/must return an array of rows/) } });
    await expect(runTransform('return [1, 2];', rows)).resolves.toMatchObject({ ok: false, error: { message: 'Row 1 of the result is not an object like { name: value }.' } });
  });
});
