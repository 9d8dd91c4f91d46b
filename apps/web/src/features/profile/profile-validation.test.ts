import { describe, expect, it } from 'vitest';
import { validateProfileForm } from './profile-validation';

const valid = { firstName: 'Asha', lastName: '', contactNumber: '' };

describe('validateProfileForm', () => {
  it('accepts a first name alone', () => {
    expect(validateProfileForm(valid)).toEqual({});
    expect(
      validateProfileForm({ firstName: '  Ánanya ', lastName: "D'Souza", contactNumber: '+91 98765 43210' }),
    ).toEqual({});
  });

  it('answers the SPEC §5 messages for the first name', () => {
    expect(validateProfileForm({ ...valid, firstName: '' })).toEqual({
      firstName: 'profile.validation.enterFirstName',
    });
    expect(validateProfileForm({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'profile.validation.enterFirstName',
    });
    expect(validateProfileForm({ ...valid, firstName: '7even' })).toEqual({
      firstName: 'profile.validation.firstCharacter',
    });
    expect(validateProfileForm({ ...valid, firstName: 'Bo<b>' })).toEqual({
      firstName: 'profile.validation.nameCharacters',
    });
    expect(validateProfileForm({ ...valid, firstName: 'A'.repeat(101) })).toEqual({
      firstName: 'profile.validation.tooLong',
    });
  });

  it('checks the last name and the contact number', () => {
    expect(validateProfileForm({ ...valid, lastName: '<script>' })).toEqual({
      lastName: 'profile.validation.firstCharacter',
    });
    expect(validateProfileForm({ ...valid, contactNumber: 'call me' })).toEqual({
      contactNumber: 'profile.validation.contactNumber',
    });
  });
});
