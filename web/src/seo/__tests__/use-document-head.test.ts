import { createElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { DocumentHead, useDocumentHead } from '../use-document-head';
import { renderHook } from '@testing-library/react';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const metaContent = (name: string) =>
  document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

describe('useDocumentHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="old">';
  });

  it('writes title, description, canonical and robots as the pathname changes', async () => {
    const { rerender } = renderHook(
      ({ path }) => useDocumentHead(path, { publicUrl: 'https://shop.example' }),
      {
        initialProps: { path: '/help' },
      },
    );
    await waitFor(() => expect(document.title).toContain('Help & Support'));
    expect(metaContent('description')).toContain('Answers to common questions');
    expect(canonical()).toBe('https://shop.example/help');
    expect(metaContent('robots')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender({ path: '/checkout' });
    await waitFor(() => expect(document.title).toContain('Checkout'));
    expect(metaContent('robots')).toBe('noindex');
    expect(canonical()).toBe('https://shop.example/checkout');

    rerender({ path: '/help-center/vpn-basics' });
    await waitFor(() => expect(metaContent('robots')).toBeNull());
    const types = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);

    rerender({ path: '/nowhere' });
    await waitFor(() => expect(document.title).toContain('Page Not Found'));
    expect(canonical()).toBeUndefined();
  });

  it('works as a component, defaulting to the page origin', async () => {
    render(createElement(DocumentHead, { pathname: '/' }));
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/`));
    expect(document.title).toContain('HomeTunnel');
  });
});

describe('useDocumentHead on a page the server rendered', () => {
  it('keeps the head the server wrote on the first render, and rewrites it on navigation', async () => {
    document.head.innerHTML =
      '<title>Server title</title><link rel="canonical" href="https://shop.example/">' +
      '<script type="application/ld+json">{"@type":"Product"}</script>';
    const { rerender } = renderHook(
      ({ path }) => useDocumentHead(path, { publicUrl: 'https://shop.example' }),
      {
        initialProps: { path: '/' },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Server title');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    rerender({ path: '/help' });
    await waitFor(() => expect(document.title).toContain('Help & Support'));
  });
});
