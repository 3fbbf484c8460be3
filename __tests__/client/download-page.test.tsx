import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { captureInstallPrompt } from '../../src/client/features/download/install-prompt';
import { server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();

const appConfig = (appStoreUrl: string | null) => http.get('http://localhost/api/app-config', () => HttpResponse.json({ appStoreUrl }));

/** What Chromium fires when the app may be installed. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<unknown> };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('/download', () => {
  test('without an install offer: how to add the app on Android/Chrome and iPhone/Safari, no store link', async () => {
    server.use(appConfig(null));
    await renderRoute('/download');
    expect(await screen.findByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Halal Invest to your home screen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Android (Chrome)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'iPhone and iPad (Safari)' })).toBeInTheDocument();
    expect(screen.getByText("Scroll down and tap 'Add to Home Screen'.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in the app store' })).not.toBeInTheDocument();
  });

  test('with the browser offer: Install app calls prompt(); a dismissed offer is used up', async () => {
    server.use(appConfig(null));
    await renderRoute('/download');
    await screen.findByRole('heading', { level: 1, name: 'Download the app' });

    const offer = installOffer('dismissed');
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true); // no mini-infobar: the page offers the install
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // The browser lets each offer be used once: the page falls back to the instructions.
    expect(await screen.findByRole('heading', { level: 2, name: 'Add Halal Invest to your home screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  test('shows the store link when the server gives one', async () => {
    server.use(appConfig('https://play.google.com/store/apps/details?id=bd.halalinvest.app'));
    await renderRoute('/download', { lng: 'bn' });
    const link = await screen.findByRole('link', { name: 'অ্যাপ স্টোরে খুলুন' });
    expect(link).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=bd.halalinvest.app');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('running as the installed app: says it is already installed', async () => {
    server.use(appConfig(null));
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }),
    });
    await renderRoute('/download');
    expect(await screen.findByText(/already installed on this device/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  test('an accepted install says so and then counts as installed', async () => {
    server.use(appConfig(null));
    await renderRoute('/download');
    await screen.findByRole('heading', { level: 1, name: 'Download the app' });
    const offer = installOffer('accepted');
    act(() => {
      window.dispatchEvent(offer);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(await screen.findByText('Halal Invest is being installed')).toBeInTheDocument();
    expect(screen.getByText(/already installed on this device/)).toBeInTheDocument();
  });
});
