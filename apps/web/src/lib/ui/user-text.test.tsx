import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetaLine, UserText, optionTitle, userTextBlock, withShownOptionTitles } from './user-text';

const translate = (key: string) => ({ 'userText.true': 'صح', 'userText.false': 'خطأ' })[key] ?? key;

describe('user text', () => {
  it('gives each part of a meta line its own direction, skipping the empty ones', () => {
    const { container } = render(
      <p dir="rtl">
        <MetaLine parts={['Class 6A', null, 'Tomas Teacher', '24/11/2026']} />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((part) => part.textContent)).toEqual([
      'Class 6A',
      'Tomas Teacher',
      '24/11/2026',
    ]);
    expect(container.textContent).toBe('Class 6A · Tomas Teacher · 24/11/2026');
  });

  it('isolates inline text in a <bdi> and gives blocks their own direction', () => {
    render(
      <p dir="rtl">
        الاسم: <UserText>1/2 is equal to 2/4.</UserText>
      </p>,
    );
    expect(screen.getByText('1/2 is equal to 2/4.').tagName).toBe('BDI');
    expect(userTextBlock.dir).toBe('auto');
  });

  it('translates the True and False of a true-or-false question, and nothing a teacher typed', () => {
    expect(optionTitle('TRUE_OR_FALSE', 'True', translate)).toBe('صح');
    expect(optionTitle('TRUE_OR_FALSE', 'False', translate)).toBe('خطأ');
    expect(optionTitle('MCQ', 'True', translate)).toBe('True');
    expect(optionTitle('TRUE_OR_FALSE', 'Truly', translate)).toBe('Truly');
    const question = { type: 'TRUE_OR_FALSE', options: [{ id: 'true', title: 'True' }] };
    expect(withShownOptionTitles(question, translate).options[0]!.title).toBe('صح');
  });
});
