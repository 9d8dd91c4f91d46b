import { describe, expect, it } from 'vitest';
import { validateInvite } from './invite-validation';

describe('validateInvite', () => {
  it('asks for an email and a first name, with the SPEC §5 messages as keys', () => {
    expect(validateInvite({ email: ' ', firstName: '', lastName: '' })).toEqual({
      email: 'classInvite.validation.enterEmail',
      firstName: 'classInvite.validation.enterFirstName',
    });
  });

  it('refuses a malformed email and names the server would refuse', () => {
    expect(validateInvite({ email: 'nia@', firstName: '1Nia', lastName: 'N<ew' })).toEqual({
      email: 'classInvite.validation.invalidEmail',
      firstName: 'classInvite.validation.firstCharacter',
      lastName: 'classInvite.validation.nameCharacters',
    });
    expect(validateInvite({ email: 'a@b.test', firstName: 'N'.repeat(101), lastName: '' })).toEqual({
      firstName: 'classInvite.validation.tooLong',
    });
  });

  it('accepts a valid invitation, the last name being optional', () => {
    expect(validateInvite({ email: 'Nia@Example.test', firstName: 'Nia', lastName: '' })).toEqual({});
    expect(validateInvite({ email: 'nia@example.test', firstName: 'Nia', lastName: "O'Neil" })).toEqual({});
  });
});
