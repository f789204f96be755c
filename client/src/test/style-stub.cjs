// CSS modules in tests: every class name maps to itself (`classes.card` is "card").
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
