import { ConfigError, loadConfig } from '../../src/server/config';

describe('ADMIN_2FA', () => {
  test('is required by default, and optional when asked (development)', () => {
    expect(loadConfig({}).admin2fa).toBe('required');
    expect(loadConfig({ ADMIN_2FA: 'optional' }).admin2fa).toBe('optional');
    expect(loadConfig({ ADMIN_2FA: 'required' }).admin2fa).toBe('required');
  });

  test('a bad value stops start-up with an error naming the variable', () => {
    expect(() => loadConfig({ ADMIN_2FA: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_2FA: 'off' })).toThrow('ADMIN_2FA must be one of required, optional (got "off")');
  });
});
