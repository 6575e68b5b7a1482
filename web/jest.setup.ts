import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen's first render may require its lazy chunk and the data layer (Apollo Client, the pages'
// messages) for the first time in this worker: on a busy CI machine that alone outlasted findBy's
// default second. No test expects a findBy or waitFor to give up, so a longer wait costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// Every language's messages and texts at hand, as on the server (English from the code's defaults).
import './src/i18n/server-languages';

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
