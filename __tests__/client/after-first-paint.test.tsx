import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from '../../src/client/components/use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterFirstPaint (what a page asks for once it is on screen)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('false on the first render, true only after an animation frame and one more task', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers()); // no frame painted yet: still waiting
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0)); // the frame: the paint follows it, so not yet
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('painted')).toBeInTheDocument();
    raf.mockRestore();
  });

  test('unmounted before the frame: nothing is left waiting', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    cancel.mockRestore();
  });
});
