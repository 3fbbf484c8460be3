import { amountText, amountTextProblem } from '../../src/shared/money';
import { createDepositSchema } from '../../src/shared/schemas/deposits';

// What any other text that is not a number gets ('abc', '1,2').
const NOT_A_NUMBER = 'Amount must be a number.';

/** Grouping commas are read only where they follow the Indian (lakh) or the western pattern. */
describe('amount grouping', () => {
  test.each([
    ['1,000', '1000'],
    ['1,00,000', '100000'],
    ['12,34,567.50', '1234567.50'],
    ['1,00,00,000', '10000000'],
    ['10,00,00,000', '100000000'],
    ['100,000', '100000'],
    ['1,000,000.25', '1000000.25'],
    ['99,999', '99999'],
    ['১,০০,০০০', '100000'],
    ['১০০,০০০', '100000'],
    ['৳ ১,২৫,০০০.৫০', '125000.50'],
    ['100000', '100000'],
  ])('%p is read as %p', (input, text) => {
    expect(amountText(input)).toBe(text);
    expect(amountTextProblem(input)).toBeNull();
  });

  test.each([
    ['1,00'],
    ['১,০০'],
    ['1,000,00'],
    ['১,০০০,০০'],
    ['10,0000'],
    ['1,0000'],
    ['100,00,000'],
    ['1,00,0000'],
    ['1,0,000'],
    ['1,000,00,000'],
    ['1,'],
    [',100'],
    ['1,,000'],
    ['1,000.'],
  ])('%p is refused as badly written, not read as another amount', (input) => {
    expect(amountText(input)).toBeNull();
    expect(amountTextProblem(input)).toBe('format');
  });

  test('the shared schema refuses a malformed grouping with its amount message, in either digits', () => {
    for (const amount of ['1,00', '১,০০', '10,0000']) expect(() => createDepositSchema.validateSync({ amount, url: '/x' })).toThrow(NOT_A_NUMBER);
    expect(createDepositSchema.validateSync({ amount: '১,০০,০০০', url: '/x' }).amount).toBe(100000);
  });
});
