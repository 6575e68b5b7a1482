import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { registerMessages } from './src/i18n/messages';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// English texts come from the code's defaults, as on the server (the browser build fetches en.json).
registerMessages('en', {});

// jsdom lacks these browser APIs; the components feature-detect or only need a harmless stand-in.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom has no PointerEvent: a MouseEvent carrying pointerId is enough for the swipe and drag code.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}
