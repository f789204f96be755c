// What jsdom lacks and Mantine, react-virtual, react-dnd and react-router expect from a browser.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) window.ResizeObserver = ResizeObserverStub;

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// Mantine's ScrollArea and Combobox call these; jsdom lays nothing out.
Element.prototype.scrollIntoView = function scrollIntoView() {};
HTMLElement.prototype.scrollTo = function scrollTo() {};
