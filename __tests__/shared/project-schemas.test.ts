import { ValidationError, type AnySchema } from 'yup';
import { allocateFundsSchema } from '../../src/shared/schemas/investment';
import { bankInfoBodySchema } from '../../src/shared/schemas/bank';
import { discountBodySchema } from '../../src/shared/schemas/discounts';
import { expenseBodySchema } from '../../src/shared/schemas/expenses';
import { parseInvestmentOptions, projectBodySchema, projectFormSchema, stripNonDigits } from '../../src/shared/schemas/projects';

/** The first message per field, with the server validator's options (unknown keys kept, so refused). */
function errorsOf(schema: AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) out[inner.path || '_'] ??= inner.message;
    return out;
  }
}

const validForm = {
  title: 'Organic dairy farm',
  price: '500000',
  description: 'x'.repeat(100),
  targetAchieved: '35',
  location: 'Savar',
  profitRatio: '12.5',
  raisedAmount: '১,৫০,০০০',
  investmentOptions: '50000, 100000',
  investorSharePercent: '70', // issue 15: required, the form starts at 70
};

const validBody = {
  title: 'Organic dairy farm',
  price: '500000',
  description: 'x'.repeat(100),
  targetAchieved: 35,
  location: 'Savar',
  profitRatio: 12.5,
  raisedAmount: 150000,
  investmentOptions: [50000, 100000],
  defaultImage: 'https://cdn.example.com/a.jpg',
};

describe('projectFormSchema (the create/edit form)', () => {
  test('an empty form shows the spec message for every field', () => {
    const empty = Object.fromEntries(Object.keys(validForm).map((key) => [key, '']));
    expect(errorsOf(projectFormSchema, empty)).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      description: 'Description is required',
      targetAchieved: 'Target Achieved is required',
      location: 'Location is required',
      profitRatio: 'Profit Ratio is required',
      raisedAmount: 'Raised Amount is required',
      investmentOptions: 'Investment Options is required',
      investorSharePercent: "Investors' Profit Share is required",
    });
    expect(errorsOf(projectFormSchema, {})).toEqual(errorsOf(projectFormSchema, empty));
  });

  test('blank text counts as missing', () => {
    expect(errorsOf(projectFormSchema, { ...validForm, title: '   ', location: '\t' })).toEqual({ title: 'Title is required', location: 'Location is required' });
  });

  test('a filled-in form is valid', () => {
    expect(errorsOf(projectFormSchema, validForm)).toEqual({});
  });

  test.each(['-1', '100.5', '101', 'abc', '1e2', '50%'])('percent fields refuse %p with the range message', (value) => {
    expect(errorsOf(projectFormSchema, { ...validForm, targetAchieved: value, profitRatio: value })).toEqual({
      targetAchieved: 'Value must be between 0 and 100',
      profitRatio: 'Value must be between 0 and 100',
    });
  });

  test.each(['0', '100', '12.5', '৫০'])('percent fields accept %p', (value) => {
    expect(errorsOf(projectFormSchema, { ...validForm, targetAchieved: value, profitRatio: value })).toEqual({});
  });

  test('the description needs 100 characters', () => {
    expect(errorsOf(projectFormSchema, { ...validForm, description: 'x'.repeat(99) })).toEqual({
      description: 'Description must be at least 100 characters long',
    });
  });

  test.each(['abc', '100,', '100,,200', '100;200', '0', '-5', '1.234', '100, abc'])('investment options refuse %p', (value) => {
    expect(errorsOf(projectFormSchema, { ...validForm, investmentOptions: value })).toEqual({
      investmentOptions: 'Enter valid numbers separated by commas',
    });
  });

  test('investment options accept at most 10 numbers', () => {
    expect(errorsOf(projectFormSchema, { ...validForm, investmentOptions: Array(11).fill('10').join(',') })).toEqual({
      investmentOptions: 'Enter at most 10 investment options',
    });
  });

  // Issue 20: the price is read like an amount (lakh or thousands commas, Bengali digits) and kept as digits.
  // Issue 17: with one currency mark around it, as every amount field reads it.
  test.each(['5,00,000', '৫,০০,০০০', '500,000', ' 500000 ', '৫০০০০০', '৳ 500000', '৫,০০,০০০ টাকা'])('the price %p becomes "500000"', (price) => {
    expect(projectFormSchema.validateSync({ ...validForm, price }).price).toBe('500000');
    expect(projectBodySchema.validateSync({ ...validBody, price }).price).toBe('500000');
  });

  test('the price is a whole number of digits; a raised amount needs at least one digit', () => {
    expect(errorsOf(projectFormSchema, { ...validForm, price: '5,0', raisedAmount: 'lots' })).toEqual({
      price: 'Price must contain digits only',
      raisedAmount: 'Raised Amount must contain a number',
    });
    for (const price of ['5.5', '-5', ',500', '5,,000', '5,00,000.50', '$ 500000', '৳৳500000', '5 00 000']) {
      expect(errorsOf(projectFormSchema, { ...validForm, price })).toEqual({ price: 'Price must contain digits only' });
    }
  });

  test('unknown fields are refused', () => {
    expect(errorsOf(projectFormSchema, { ...validForm, raised_amount: '1' })).toEqual({ _: 'Unknown field: raised_amount' });
  });

  test('helpers turn the typed text into the body values', () => {
    expect(stripNonDigits('৳ ১,৫০,০০০')).toBe('150000');
    expect(parseInvestmentOptions(' 50000 ,100000.50 ')).toEqual([50000, 100000.5]);
    expect(parseInvestmentOptions('1,x')).toBeNull();
  });
});

describe('projectBodySchema (the API body)', () => {
  test('casts the spec client body and defaults the gallery to []', () => {
    expect(projectBodySchema.validateSync({ ...validBody, raisedAmount: '৳ 1,50,000', roi: 12.5 })).toEqual({
      ...validBody,
      roi: 12.5,
      raisedAmount: 150000,
      galleryImages: [],
    });
  });

  // Issue 20: every field except the images is required; a project without one shows the placeholder.
  test.each([[{ defaultImage: undefined }], [{ defaultImage: '' }], [{ defaultImage: '   ' }]])('the default image is optional (%p is no image)', (overrides) => {
    expect(projectBodySchema.validateSync({ ...validBody, ...overrides })).toEqual({ ...validBody, defaultImage: '', galleryImages: [] });
  });

  test.each([
    [{ roi: 12 }, { roi: 'ROI must equal the profit ratio' }],
    [{ raisedAmount: -1 }, { raisedAmount: 'Raised Amount cannot be negative' }],
    [{ raisedAmount: 1.234 }, { raisedAmount: 'Raised Amount can have at most 2 decimals' }],
    [{ raisedAmount: 1e300 }, { raisedAmount: 'Raised Amount is too large' }],
    [{ raisedAmount: 'abc' }, { raisedAmount: 'Raised Amount must be a number' }],
    [{ investmentOptions: [] }, { investmentOptions: 'Investment Options is required' }],
    [{ investmentOptions: [0] }, { 'investmentOptions[0]': 'Enter valid numbers separated by commas' }],
    [{ investmentOptions: '100,200' }, { investmentOptions: 'Enter valid numbers separated by commas' }],
    [{ defaultImage: 'javascript:alert(1)' }, { defaultImage: 'Default image must be an http(s) URL or an uploaded file.' }],
    [{ defaultImage: '/uploads/../secret' }, { defaultImage: 'Default image must be an http(s) URL or an uploaded file.' }],
    [{ defaultImage: 'https://user:pw@cdn.example.com/a.jpg' }, { defaultImage: 'Default image must be an http(s) URL or an uploaded file.' }],
    [{ defaultImage: `https://cdn.example.com/${'a'.repeat(1990)}` }, { defaultImage: 'Default image URL is too long.' }],
    [{ galleryImages: Array(13).fill('/uploads/a.jpg') }, { galleryImages: 'At most 12 gallery images are allowed' }],
    [{ price: 500000.5 }, { price: 'Price must contain digits only' }],
    [{ targetAchieved: 101 }, { targetAchieved: 'Value must be between 0 and 100' }],
    // yup alone would read [50] as 50; numbers must arrive as numbers or text.
    [
      { targetAchieved: [50], profitRatio: { valueOf: () => 5 } },
      { targetAchieved: 'Value must be between 0 and 100', profitRatio: 'Value must be between 0 and 100' },
    ],
    [{ raisedAmount: [5] }, { raisedAmount: 'Raised Amount must be a number' }],
    [{ investmentOptions: [[5]] }, { 'investmentOptions[0]': 'Enter valid numbers separated by commas' }],
    [
      { title: ['x'], location: { a: 1 } },
      { title: 'Title must be text', location: 'Location must be text' },
    ],
  ])('refuses case %#', (overrides, errors) => {
    expect(errorsOf(projectBodySchema, { ...validBody, ...overrides })).toEqual(errors);
  });
});

describe('the admin dashboard schemas use the spec messages', () => {
  test('promotion', () => {
    expect(errorsOf(discountBodySchema, { company: '  ' })).toEqual({ company: 'Please enter a company name.', imageUrl: 'Please upload an image first.' });
    expect(discountBodySchema.validateSync({ company: ' Acme ', imageUrl: '/uploads/a.jpg', percent: '' })).toEqual({
      company: 'Acme',
      companyBn: null,
      offer: null,
      offerBn: null,
      imageUrl: '/uploads/a.jpg',
      percent: null,
      endsAt: null,
    });
    expect(errorsOf(discountBodySchema, { company: 'Acme', imageUrl: '/uploads/a.jpg', percent: [50] })).toEqual({ percent: 'Percent must be between 1 and 100.' });
  });

  test('bank', () => {
    expect(errorsOf(bankInfoBodySchema, { bankName: 'B', accountNumber: '12-34 56', accountName: 'A', instruction: ' ' })).toEqual({
      instruction: 'Bank instruction cannot be empty',
    });
  });

  test('expense', () => {
    expect(errorsOf(expenseBodySchema, { description: '', amount: '', category: ' ' })).toEqual({
      description: 'All fields are required.',
      amount: 'All fields are required.',
      category: 'All fields are required.',
    });
  });

  test('fund allocation', () => {
    expect(errorsOf(allocateFundsSchema, { projectId: '', amount: '' })).toEqual({ projectId: 'Please select a project', amount: 'Please enter a valid amount' });
    for (const amount of [0, -1, 1.234, 'abc']) expect(errorsOf(allocateFundsSchema, { projectId: 'a'.repeat(24), amount })).toEqual({ amount: 'Please enter a valid amount' });
  });
});
