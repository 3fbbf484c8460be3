import { editProfileSchema, type EditProfileValues } from '../../../src/client/features/profile/profile-schema';
import { updateProfileSchema } from '../../../src/shared/schemas/auth';

const valid: EditProfileValues = { fullname: 'Rahim Uddin', email: 'rahim@example.com', phone: '+880 (1711) 000-000', nid: '1990-AB-12' };

/** One changed field per row: the form and the server must agree on each. */
const cases: [string, Partial<EditProfileValues>][] = [
  ['all given', {}],
  ['optional fields empty', { phone: '', nid: '' }],
  ['name with spaces around', { fullname: '  Rahim  ' }],
  ['blank name', { fullname: '   ' }],
  ['name of 120', { fullname: 'x'.repeat(120) }],
  ['name of 121', { fullname: 'x'.repeat(121) }],
  ['name with a line break inside', { fullname: 'Rahim\nUddin' }],
  ['name with a right-to-left override', { fullname: 'Rahim \u202enidduU' }],
  ['name with a direction isolate', { fullname: 'Rahim \u2066Uddin\u2069' }],
  ['Bengali name with a zero-width joiner', { fullname: 'র\u200d্যাব হোসেন' }],
  ['Bengali name with a zero-width non-joiner', { fullname: 'ক্\u200cষমা রায়' }],
  ['email without domain', { email: 'rahim@' }],
  ['email in capitals', { email: 'Rahim@Example.COM' }],
  ['email too long', { email: `${'a'.repeat(250)}@example.com` }],
  ['phone with letters', { phone: '017-abc' }],
  ['phone with + inside', { phone: '01+711' }],
  ['phone of 24', { phone: '1'.repeat(24) }],
  ['phone of 25', { phone: '1'.repeat(25) }],
  ['nid with #', { nid: '1990#1' }],
  ['nid with space', { nid: '1990 1' }],
  ['nid of 32', { nid: 'A'.repeat(32) }],
  ['nid of 33', { nid: 'A'.repeat(33) }],
];

describe('the Edit Profile schema', () => {
  test.each(cases)('agrees with the server: %s', async (_name, change) => {
    const values = { ...valid, ...change };
    const client = await editProfileSchema.isValid(values);
    const server = await updateProfileSchema.isValid(client ? editProfileSchema.cast(values) : values);
    expect(client).toBe(server);
  });

  test('both refuse and accept something (the table is not trivially equal)', async () => {
    const results = await Promise.all(cases.map(([, change]) => editProfileSchema.isValid({ ...valid, ...change })));
    expect(results).toContain(true);
    expect(results).toContain(false);
  });

  test('messages are translation keys, one per rule', async () => {
    const errors = await editProfileSchema
      .validate({ fullname: '', email: 'x', phone: 'abc', nid: '#' }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(
      expect.arrayContaining(['profile.validation.fullnameRequired', 'profile.validation.emailInvalid', 'profile.validation.phoneInvalid', 'profile.validation.nidInvalid']),
    );
  });

  test('a name with control or direction characters is refused with its own key; Bengali joiners are not', async () => {
    const errors = await editProfileSchema.validate({ ...valid, fullname: 'Rahim\u0000Uddin' }).catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(['profile.validation.fullnameInvalid']);
    await expect(editProfileSchema.isValid({ ...valid, fullname: 'র\u200d্যাব হোসেন' })).resolves.toBe(true);
  });

  test('Bengali digits become ASCII digits, which the server accepts', async () => {
    const values = editProfileSchema.cast({ ...valid, phone: '০১৭১১-২২২৩৩৩', nid: '১৯৯০-৪৫' });
    expect(values).toMatchObject({ phone: '01711-222333', nid: '1990-45' });
    await expect(updateProfileSchema.isValid(values)).resolves.toBe(true);
  });
});
