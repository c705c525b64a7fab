import { describe, expect, it } from 'vitest';
import { cleanCredentials, credentialErrors, PASSWORD_MAX, USER_NAME_MAX } from './credentials-rules';

const messages = {
  userNameRequired: 'name required',
  userNameTooLong: 'name too long',
  passwordRequired: 'password required',
  passwordTooLong: 'password too long',
};

describe('credentialErrors', () => {
  it('accepts a user name and a password', () => {
    expect(credentialErrors({ user_name: 'owner@juniper.test', password: 'x' }, messages)).toEqual({});
  });

  it('asks for both when they are empty, a blank user name counting as empty', () => {
    expect(credentialErrors({ user_name: '   ', password: '' }, messages)).toEqual({
      user_name: 'name required',
      password: 'password required',
    });
  });

  it('refuses what is longer than the contract allows', () => {
    const tooLong = { user_name: 'a'.repeat(USER_NAME_MAX + 1), password: 'p'.repeat(PASSWORD_MAX + 1) };
    expect(credentialErrors(tooLong, messages)).toEqual({
      user_name: 'name too long',
      password: 'password too long',
    });
    const atTheLimit = { user_name: ` ${'a'.repeat(USER_NAME_MAX)} `, password: 'p'.repeat(PASSWORD_MAX) };
    expect(credentialErrors(atTheLimit, messages)).toEqual({});
  });

  it('sends the user name trimmed and the password as typed', () => {
    expect(cleanCredentials({ user_name: '  owner@juniper.test ', password: ' secret ' })).toEqual({
      user_name: 'owner@juniper.test',
      password: ' secret ',
    });
  });
});
