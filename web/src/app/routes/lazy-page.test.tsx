import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page';

function pageModule(text: string) {
  return { default: () => <h1>{text}</h1> };
}

/** Every text the container showed, frame after frame, as React committed it. */
function recordFrames(container: HTMLElement) {
  const frames: string[] = [];
  const observer = new MutationObserver(() => frames.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  return { frames, stop: () => observer.disconnect() };
}

describe('lazyPage', () => {
  it('shows the loading state while a page’s code arrives, when nothing fetched it before', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule('Menu')));
    const container = document.createElement('div');
    document.body.append(container);
    const seen = recordFrames(container);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
        { container },
      );
    });
    seen.stop();
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(seen.frames[0]).toBe('Loading');
  });

  it('renders a preloaded page at once, never its loading state, and fetches it once', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('Menu')));
    const Page = lazyPage(load);
    const routes = [{ path: '/menu', element: <Page /> }, { path: '/cart' }];

    await preloadPage(routes, '/cart');
    expect(load).not.toHaveBeenCalled();
    await preloadPage(routes, '/menu');

    const container = document.createElement('div');
    document.body.append(container);
    const seen = recordFrames(container);
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
        { container },
      );
    });
    seen.stop();
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(seen.frames).not.toContain('Loading');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
