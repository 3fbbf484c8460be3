import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '../../src/client/components/use-near-viewport';

function Picture() {
  const [ref, near] = useNearViewport<HTMLImageElement>();
  return <img ref={ref} alt="" data-testid="picture" src={near ? '/picture.webp' : undefined} />;
}

/** A stand-in IntersectionObserver (jsdom has none) whose callbacks the test calls. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.made = [];
  });

  test('without IntersectionObserver the picture loads at once', () => {
    render(<Picture />);
    expect(screen.getByTestId('picture')).toHaveAttribute('src', '/picture.webp');
  });

  test('the picture waits until it nears the screen, then stays and stops watching', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Picture />);
    const picture = screen.getByTestId('picture');
    expect(picture).not.toHaveAttribute('src');
    const [observer] = FakeObserver.made;
    expect(observer?.observed).toEqual([picture]);
    expect(observer?.options?.rootMargin).toBe('50% 0px');

    act(() => observer?.report(false));
    expect(picture).not.toHaveAttribute('src');
    act(() => observer?.report(true));
    expect(picture).toHaveAttribute('src', '/picture.webp');
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.made).toHaveLength(1);
  });
});
