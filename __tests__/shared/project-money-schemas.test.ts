import { ValidationError } from 'yup';
import { parseFundingTarget, projectBodySchema, projectFormSchema, projectUpdateBodySchema } from '../../src/shared/schemas/projects';

// Issue 15's project fields: an optional funding target and the investors' profit share (MONEY.md).

const form = {
  title: 'Organic dairy farm',
  price: '500000',
  description: 'x'.repeat(100),
  targetAchieved: '35',
  location: 'Savar',
  profitRatio: '12.5',
  raisedAmount: '১,৫০,০০০',
  investmentOptions: '50000, 100000',
  investorSharePercent: '70',
};

const body = {
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

function firstError(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? error.message;
    throw error;
  }
}

describe('parseFundingTarget', () => {
  test.each([
    ['5,00,000', 500000],
    ['৫,০০,০০০', 500000],
    ['৳5,00,000', 500000],
    ['৫০,০০,০০০ টাকা', 5000000],
    ['500000৳', 500000],
    ['1250000.50', 1250000.5],
  ])('%p → %p', (text, amount) => expect(parseFundingTarget(text)).toBe(amount));

  test.each(['', '  ', 'abc', '0', '-5', '1.234', '5,0,0', '1e6', '20000000000'])('%p → null', (text) => expect(parseFundingTarget(text)).toBeNull());
});

describe('projectFormSchema: the two new fields', () => {
  test('the target may be absent; the share may not (a cleared field must not be sent as 0)', () => {
    expect(projectFormSchema.validateSync({ ...form, investorSharePercent: '70' })).toMatchObject({ fundingTarget: '', investorSharePercent: '70' });
    const { investorSharePercent: _share, ...withoutShare } = form;
    expect(firstError(() => projectFormSchema.validateSync(withoutShare))).toBe("Investors' Profit Share is required");
  });

  test('a target that is not an amount is refused; blank is fine', () => {
    expect(firstError(() => projectFormSchema.validateSync({ ...form, fundingTarget: 'fifty lakh' }))).toBe('Funding Target must be an amount in BDT, or empty for none');
    expect(firstError(() => projectFormSchema.validateSync({ ...form, fundingTarget: '  ' }))).toBeNull();
    expect(firstError(() => projectFormSchema.validateSync({ ...form, fundingTarget: '৫০,০০,০০০' }))).toBeNull();
  });

  test('the share is required once cleared, and is a percent from 0 to 100', () => {
    expect(firstError(() => projectFormSchema.validateSync({ ...form, investorSharePercent: '' }))).toBe("Investors' Profit Share is required");
    expect(firstError(() => projectFormSchema.validateSync({ ...form, investorSharePercent: '101' }))).toBe('Value must be between 0 and 100');
    expect(firstError(() => projectFormSchema.validateSync({ ...form, investorSharePercent: '৬০' }))).toBeNull();
    // Stored as a whole percent: the form says so instead of the server refusing it.
    expect(firstError(() => projectFormSchema.validateSync({ ...form, investorSharePercent: '72.5' }))).toBe("Investors' Share must be a whole number between 0 and 100");
  });
});

describe('projectBodySchema: the two new fields', () => {
  // Absent stays absent: a new project takes no target and 70 %, and a PUT without them keeps the
  // project's values (the server decides; an older edit form cannot wipe them).
  test('absent: not filled in by the schema', () => {
    const parsed = projectBodySchema.validateSync(body);
    expect(parsed.fundingTarget).toBeUndefined();
    expect(parsed.investorSharePercent).toBeUndefined();
  });

  test('a number, its text or null is read; zero, negative, 3 decimals and other text are refused', () => {
    expect(projectBodySchema.validateSync({ ...body, fundingTarget: 5000000 }).fundingTarget).toBe(5000000);
    expect(projectBodySchema.validateSync({ ...body, fundingTarget: '5000000' }).fundingTarget).toBe(5000000);
    expect(projectBodySchema.validateSync({ ...body, fundingTarget: null }).fundingTarget).toBeNull();
    for (const bad of [0, -1, 1.234, 'abc', '৫০,০০,০০০', true]) {
      expect(firstError(() => projectBodySchema.validateSync({ ...body, fundingTarget: bad }))).not.toBeNull();
    }
  });

  test('the share is a whole percent from 0 to 100 (stored as one)', () => {
    expect(projectBodySchema.validateSync({ ...body, investorSharePercent: 0 }).investorSharePercent).toBe(0);
    expect(projectBodySchema.validateSync({ ...body, investorSharePercent: 100 }).investorSharePercent).toBe(100);
    for (const bad of [-1, 100.5, 'abc', 12.345, 101]) {
      expect(firstError(() => projectBodySchema.validateSync({ ...body, investorSharePercent: bad }))).toBe("Investors' Share must be a whole number between 0 and 100");
    }
  });
});

describe('projectUpdateBodySchema (PUT): the raised amount is derived', () => {
  test('not required; one an older client sends is still checked, and the server ignores it', () => {
    const { raisedAmount: _raised, ...edit } = body;
    expect(firstError(() => projectUpdateBodySchema.validateSync(edit))).toBeNull();
    expect(firstError(() => projectUpdateBodySchema.validateSync({ ...body, raisedAmount: 1 }))).toBeNull();
    expect(firstError(() => projectUpdateBodySchema.validateSync({ ...body, raisedAmount: -1 }))).toBe('Raised Amount cannot be negative');
  });

  test('the other rules are the same as POST', () => {
    expect(firstError(() => projectUpdateBodySchema.validateSync({ ...body, investorSharePercent: 101 }))).toBe("Investors' Share must be a whole number between 0 and 100");
    expect(firstError(() => projectUpdateBodySchema.validateSync({ ...body, title: '' }))).toBe('Title is required');
  });
});
