import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from '../../src/client/components/use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

const stillWaiting = () => expect(screen.getByText('first render')).toBeInTheDocument();

/** A stand-in for the browser's PerformanceObserver that reports paint entries when told to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed: unknown = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
}

describe('useAfterFirstPaint (what a page asks for once it is on screen)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    FakePaintObserver.instances = [];
  });

  test('where the browser reports paints: true only after the first contentful paint is shown', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    render(<Probe />);
    stillWaiting();
    const [observer] = FakePaintObserver.instances;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true }); // a paint before the hook counts too
    act(() => observer!.report(['first-paint']));
    act(() => jest.advanceTimersByTime(100));
    stillWaiting();
    act(() => observer!.report(['first-contentful-paint']));
    stillWaiting(); // one more task first
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('painted')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  test('elsewhere: true after an animation frame and one more task', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    act(() => jest.advanceTimersByTime(100));
    stillWaiting();
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0)); // the frame: the paint follows it, so not yet
    stillWaiting();
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('painted')).toBeInTheDocument();
    raf.mockRestore();
  });

  test('no paint reported (a background tab): true after half a second all the same', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
    render(<Probe />);
    act(() => jest.advanceTimersByTime(499));
    stillWaiting();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('painted')).toBeInTheDocument();
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
  });

  test('unmounted before the paint: nothing is left waiting', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    cancel.mockRestore();
  });
});
