import { screen } from '@testing-library/react';
import { server, setupApiServer } from '../api-server';
import { homeHandlers } from '../home/home-test-helpers';
import { renderRoute } from '../test-utils';
import { amountField, bankAnswer, meAnswer, TOKEN } from './deposit-screen';

// The invest dialog's "Deposit" button opens /deposit?amount={what the wallet lacks} (issue 15).

setupApiServer();
jest.setTimeout(15000);
afterEach(() => localStorage.clear());

async function openDeposit(path: string, lng: 'en' | 'bn' = 'en') {
  localStorage.setItem('token', TOKEN);
  homeHandlers({ lng });
  server.use(bankAnswer(), meAnswer());
  await renderRoute(path, { lng });
  await screen.findByRole('heading', { level: 1 });
}

test('?amount= fills the amount field and its preview', async () => {
  await openDeposit('/deposit?amount=20000.5');
  expect(amountField()).toHaveValue('20,000.5');
  expect(screen.getByText('You are depositing ৳20,000.50.')).toBeInTheDocument();
});

test('in Bengali the amount is written in Bengali digits', async () => {
  await openDeposit('/deposit?amount=20000', 'bn');
  expect(amountField('কত টাকা জমা দিচ্ছেন')).toHaveValue('২০,০০০');
  expect(screen.getByText('আপনি ২০,০০০ টাকা জমা দিচ্ছেন।')).toBeInTheDocument();
});

test.each(['abc', '-5', '0', '1e3', ''])('a malformed ?amount=%s leaves the field empty', async (amount) => {
  await openDeposit(`/deposit?amount=${amount}`);
  expect(amountField()).toHaveValue('');
});
