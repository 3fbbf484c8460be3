import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import type { CertificateVerificationDto } from '../../../src/shared/certificate-verify';
import { tokenChanged } from '../../../src/client/api/session-slice';
import { makeStore } from '../../../src/client/app/store';
import { verifyApi } from '../../../src/client/features/verify/api';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';

setupApiServer();

const certificate = (overrides: Partial<CertificateVerificationDto> = {}): CertificateVerificationDto => ({
  number: 'CER-1A2B3C4D',
  holder: 'Ka*** Ah***',
  projectId: '0123456789abcdef01234567',
  projectTitle: 'Dhaka Rice Mill',
  projectTitleBn: 'ঢাকা চালকল',
  amount: 25000,
  since: '2026-03-05T04:00:00.000Z',
  status: 'active',
  completedAt: null,
  ...overrides,
});

/** Answers the check of `number` with `reply`, counting the calls. */
function answer(reply: () => Response | Promise<Response>) {
  const calls: string[] = [];
  server.use(
    http.get('http://localhost/api/certificate/verify/:number', async ({ params }) => {
      calls.push(String(params.number));
      return reply();
    }),
  );
  return calls;
}

describe('/verify/{number}', () => {
  test('loading, then a found active certificate: the masked holder, the project, the amount, the date', async () => {
    answer(async () => {
      await delay(50);
      return HttpResponse.json({ certificate: certificate() });
    });
    await renderRoute('/verify/CER-1A2B3C4D');
    expect((await screen.findByText('Checking the certificate…')).closest('[role="status"]')).not.toBeNull();
    const result = await screen.findByRole('region', { name: 'This certificate was issued by us' });
    expect(result).toHaveTextContent('CER-1A2B3C4D');
    expect(result).toHaveTextContent('Ka*** Ah***');
    expect(result).toHaveTextContent('৳25,000');
    expect(result).toHaveTextContent('5 March 2026');
    expect(result).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'Dhaka Rice Mill' })).toHaveAttribute('href', '/investments/details/0123456789abcdef01234567');
  });

  test('a completed certificate in Bengali: Bengali title, digits and the completion date', async () => {
    answer(() => HttpResponse.json({ certificate: certificate({ status: 'completed', completedAt: '2026-11-20T06:00:00.000Z' }) }));
    await renderRoute('/verify/CER-1A2B3C4D', { lng: 'bn' });
    const result = await screen.findByRole('region', { name: 'এই সনদটি আমাদের দেওয়া' });
    expect(result).toHaveTextContent('২৫,০০০ টাকা');
    expect(result).toHaveTextContent(/২০ নভেম্বর, ২০২৬ তারিখে সম্পন্ন/);
    expect(screen.getByRole('link', { name: 'ঢাকা চালকল' })).toBeInTheDocument();
    expect(result).toHaveTextContent('প্রকল্পটি সম্পন্ন হয়েছে');
  });

  test('an unknown number: not found, with the number named, and the form to try another', async () => {
    answer(() => HttpResponse.json({ message: 'No certificate has this number.', code: 'CERTIFICATE_NOT_FOUND' }, { status: 404 }));
    await renderRoute('/verify/CER-00000000', { lng: 'bn' });
    expect(await screen.findByText(/CER-00000000 নম্বরের কোনো সনদ পাওয়া যায়নি/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'আরেকটি সনদ যাচাই করুন' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'সনদ নম্বর' })).toHaveValue('');
  });

  test('a failure of the server: an error with a retry that asks again', async () => {
    let fail = true;
    const calls = answer(() => (fail ? HttpResponse.json({ message: 'x', code: 'INTERNAL_ERROR' }, { status: 500 }) : HttpResponse.json({ certificate: certificate() })));
    await renderRoute('/verify/CER-1A2B3C4D');
    expect(await screen.findByText('The certificate could not be checked just now. Try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This certificate was issued by us' })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(1);
  }, 20_000);

  test('too many checks: says to wait, offers no retry', async () => {
    answer(() => HttpResponse.json({ message: 'Too many attempts.', code: 'RATE_LIMITED' }, { status: 429 }));
    await renderRoute('/verify/CER-1A2B3C4D');
    expect(await screen.findByText('Too many checks from this connection. Wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a malformed number in the address is not sent to the server', async () => {
    const calls = answer(() => HttpResponse.json({ certificate: certificate() }));
    await renderRoute('/verify/CER-12');
    expect(await screen.findByText('“CER-12” is not a certificate number. A certificate number looks like CER-1A2B3C4D.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/verify: the form', () => {
  test('no error while typing; on submit an empty or malformed number is refused, a typed one opens its check', async () => {
    const calls = answer(() => HttpResponse.json({ certificate: certificate() }));
    const { router } = await renderRoute('/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Certificate number' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the certificate number.')).toBeInTheDocument();
    await userEvent.type(field, 'CER-12');
    expect(screen.getByText('A certificate number looks like CER-1A2B3C4D.')).toBeInTheDocument();
    await userEvent.clear(field);
    // As read off a paper: lower case, no dash.
    await userEvent.type(field, 'cer 1a2b3c4d');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/CER-1A2B3C4D'));
    expect(await screen.findByRole('region', { name: 'This certificate was issued by us' })).toBeInTheDocument();
    expect(calls).toEqual(['CER-1A2B3C4D']);
  });
});

test('signed in, the check still goes without the session token: it is the same for everyone', async () => {
  const seen: Array<string | null> = [];
  server.use(
    http.get('http://localhost/api/certificate/verify/:number', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ certificate: certificate() });
    }),
  );
  const store = makeStore();
  store.dispatch(tokenChanged('session-token'));
  const request = store.dispatch(verifyApi.endpoints.verifyCertificate.initiate('CER-1A2B3C4D'));
  await request;
  request.unsubscribe();
  expect(seen).toEqual([null]);
});
