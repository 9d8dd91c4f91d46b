import { ROSTER_EXAMPLE_ROWS } from '@bright/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { checkRow, exampleCsv, markDuplicates, markExisting, parseRoster, readCsvText } from './roster.csv';

const HEADER = 'first_name,last_name,email,guardian_name,guardian_contact_number';
const codes = (text: string) =>
  parseRoster(text)
    .map(checkRow)
    .map((row) => row.problems.map((p) => p.code));

describe('roster CSV', () => {
  it('accepts .csv text in any header order and case, trimming cells and lower-casing emails', () => {
    const rows = parseRoster(
      '\uFEFFEmail , First Name,Last Name,Guardian Name,Guardian Contact Number\r\n' +
        ' Ada@Example.COM ,Ada,Lovelace,"Anne Byron",+44 20 7946 0958\r\n\r\n',
    ).map(checkRow);
    expect(rows).toEqual([
      {
        line: 2,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        guardian_name: 'Anne Byron',
        guardian_contact_number: '+44 20 7946 0958',
        problems: [],
      },
    ]);
  });

  it('refuses a file with a missing column, naming it', () => {
    expect(() => parseRoster('first_name,last_name,email\nA,B,a@b.co\n')).toThrow(
      'Missing columns: guardian_name, guardian_contact_number',
    );
    expect(() => parseRoster('')).toThrow('The file has no students');
    expect(() => parseRoster(`${HEADER}\n\n`)).toThrow('The file has no students');
  });

  it('finds every problem of every row', () => {
    const text = [
      HEADER,
      'Ada,Lovelace,ada@example.com,Anne Byron,+44 20 7946 0958',
      ',Lovelace,x@example.com,Anne,12345678',
      'Ben,Stone,not-an-email,Mary Stone,98765 43210',
      'Cal,Cole,cal@example.com,Rita Cole,call me maybe',
      'Dev,Das,dev@example.com,Ravi Das,123',
      '1Eve,Smith,eve@example.com,Jo Smith,+1 555 0100 22',
      'Fay,Fox,fay@example.com,Tom Fox,+1 555 0100 23,extra',
      'Gus,"Broken,gus@example.com',
    ].join('\n');
    expect(codes(text)).toEqual([
      [],
      ['missingField'],
      ['invalidEmail'],
      ['invalidContact'],
      ['invalidContact'],
      ['invalidName'],
      ['tooManyFields'],
      // An unclosed quote swallows the rest of the row: the last name is wrong and three fields are missing.
      ['invalidName', 'missingField', 'missingField', 'missingField'],
    ]);
  });

  it('marks every row of a duplicated email, and members of the institute', () => {
    const rows = parseRoster(
      [
        HEADER,
        'A,A,same@x.co,G G,12345678',
        'B,B,other@x.co,G G,12345678',
        'C,C,SAME@x.co,G G,12345678',
        'D,D,t@x.co,G G,12345678',
      ].join('\n'),
    ).map(checkRow);
    markDuplicates(rows);
    markExisting(rows, [
      { email: 'other@x.co', roles: ['learner'] },
      { email: 't@x.co', roles: ['instructor'] },
    ]);
    expect(rows.map((row) => row.problems.map((p) => p.message))).toEqual([
      ['Duplicate email: also on line 4'],
      ['Duplicate email: already a student of the institute'],
      ['Duplicate email: also on line 2'],
      ['This email belongs to a teacher or admin of the institute'],
    ]);
  });

  it('refuses what is not CSV with 415', () => {
    const refused = (name: string, type: string, bytes: Buffer) => {
      try {
        readCsvText(name, type, bytes);
        return null;
      } catch (error) {
        return (error as AppError).status;
      }
    };
    expect(refused('a.csv', 'text/csv', Buffer.from('a,b\n'))).toBeNull();
    expect(refused('a.xlsx', 'text/csv', Buffer.from('a,b\n'))).toBe(415);
    expect(refused('a.csv', 'image/png', Buffer.from('a,b\n'))).toBe(415);
    expect(refused('a.csv', 'text/csv', Buffer.from('PK\x03\x04zipped', 'latin1'))).toBe(415);
    expect(refused('a.csv', 'text/csv', Buffer.from([0x61, 0x00, 0x62]))).toBe(415);
    expect(refused('a.csv', 'text/csv', Buffer.from([0xff, 0xfe, 0xfd]))).toBe(415);
  });

  it('serves an example that passes its own checks', () => {
    const text = exampleCsv(ROSTER_EXAMPLE_ROWS);
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(codes(text)).toEqual([[], []]);
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toHaveLength(3);
  });
});
