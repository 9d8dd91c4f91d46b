import type { ReactNode } from 'react';

/**
 * Text a person wrote (a name, a class or assessment name, a question, a remark) shown inside the
 * interface: isolated in its own direction, so "1/2 is equal to 2/4." keeps its order in an Arabic
 * screen and an Arabic name keeps its order in an English one. For a whole paragraph of such text,
 * give the block element `{...userTextBlock}` instead (it aligns to the text's own start too).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi data-user-text="">{children}</bdi>;
}

/**
 * A line of facts about an item (its class, who, when) joined by dots: each part keeps its own
 * direction, so "Class 6A · Tomas Teacher · 24/11/2026" does not scramble in an Arabic screen.
 */
export function MetaLine({ parts }: { parts: readonly (string | null | undefined | false)[] }) {
  const shown = parts.filter((part): part is string => Boolean(part));
  return (
    <>
      {shown.map((part, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </span>
      ))}
    </>
  );
}

/** Props for a paragraph or an input whose whole content a person wrote: its direction is its own. */
export const userTextBlock = { dir: 'auto', 'data-user-text': '' } as const;

/** For an input's `slotProps.htmlInput`: typing in it follows the text's own direction. */
export const userTextInput = { dir: 'auto' } as const;

const TRUE_FALSE = { True: 'userText.true', False: 'userText.false' } as const;

/**
 * An option's text as shown: the True and False a true-or-false question starts with are the UI's own
 * words, so they are translated; anything a teacher typed is shown as typed.
 */
export function optionTitle(questionType: string, title: string, translate: (key: string) => string) {
  const key = questionType === 'TRUE_OR_FALSE' ? TRUE_FALSE[title.trim() as keyof typeof TRUE_FALSE] : undefined;
  return key ? translate(key) : title;
}

/** The question with its True/False option titles translated, for code that reads `options[].title`. */
export function withShownOptionTitles<Q extends { type: string; options: Array<{ title: string }> }>(
  question: Q,
  translate: (key: string) => string,
): Q {
  if (question.type !== 'TRUE_OR_FALSE') return question;
  return {
    ...question,
    options: question.options.map((option) => ({
      ...option,
      title: optionTitle(question.type, option.title, translate),
    })),
  };
}
