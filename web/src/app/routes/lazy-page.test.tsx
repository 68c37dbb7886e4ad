import { type ReactElement, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page';

function pageModule(text: string) {
  return { default: () => <h1>{text}</h1> };
}

/**
 * Renders `element` under a Suspense boundary that shows "Loading" and returns every text its
 * container showed, frame after frame, as React committed it. With `settle`, act waits for what
 * the render started (a page's code arriving); without, the render is one synchronous act, so
 * the frames are what the first commit showed.
 */
async function renderRecordingFrames(
  element: ReactElement,
  { settle }: { settle: boolean },
): Promise<string[]> {
  const container = document.createElement('div');
  document.body.append(container);
  const frames: string[] = [];
  const record = () => frames.push(container.textContent ?? '');
  const observer = new MutationObserver(record);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const ui = <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;
  if (settle) {
    await act(async () => {
      render(ui, { container });
    });
  } else {
    act(() => {
      render(ui, { container });
    });
  }
  // A commit whose changes the observer has not reported yet is a frame too.
  if (observer.takeRecords().length > 0) record();
  observer.disconnect();
  return frames;
}

describe('lazyPage', () => {
  it('shows the loading state while a page’s code arrives, when nothing fetched it before', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule('Menu')));
    const frames = await renderRecordingFrames(<Page />, { settle: true });
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(frames[0]).toBe('Loading');
  });

  it('renders a preloaded page at once, never its loading state, and fetches it once', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('Menu')));
    const Page = lazyPage(load);
    const routes = [{ path: '/menu', element: <Page /> }, { path: '/cart' }];

    await preloadPage(routes, '/cart');
    expect(load).not.toHaveBeenCalled();
    await preloadPage(routes, '/menu');

    const frames = await renderRecordingFrames(<Page />, { settle: false });
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(frames).not.toContain('Loading');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
