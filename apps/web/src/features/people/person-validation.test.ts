import { describe, expect, it } from 'vitest';
import { validatePerson } from './person-validation';

const valid = { email: 'new.teacher@example.test', firstName: 'Neha', lastName: '', contactNumber: '' };

describe('validatePerson (SPEC §5 messages)', () => {
  it('accepts an email and a first name', () => {
    expect(validatePerson(valid)).toEqual({});
  });

  it("answers 'Please enter Email Address' and 'Invalid Email Address'", () => {
    expect(validatePerson({ ...valid, email: '  ' })).toEqual({ email: 'people.validation.enterEmail' });
    expect(validatePerson({ ...valid, email: 'neha@' })).toEqual({ email: 'people.validation.invalidEmail' });
  });

  it("answers 'Please enter FirstName Name' and 'First Character must be alphabet'", () => {
    expect(validatePerson({ ...valid, firstName: '' })).toEqual({ firstName: 'people.validation.enterFirstName' });
    expect(validatePerson({ ...valid, firstName: '2Neha' })).toEqual({ firstName: 'people.validation.firstCharacter' });
    expect(validatePerson({ ...valid, firstName: 'Neha<script>' })).toEqual({
      firstName: 'people.validation.nameCharacters',
    });
  });

  it('checks the optional fields too', () => {
    expect(validatePerson({ ...valid, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'people.validation.tooLong' });
    expect(validatePerson({ ...valid, contactNumber: 'abc' })).toEqual({
      contactNumber: 'people.validation.contactNumber',
    });
  });
});
