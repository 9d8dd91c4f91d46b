import { LIVE_QUIZ, LIVE_QUIZ_MESSAGES as M } from '@bright/contracts';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { badRequest } from '../../lib/app-error';

/** obscenity's English list with its look-alike folding (l33t, spacing, repeated letters). */
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Control and invisible characters that let two nicknames look alike, or hide a word. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A guest's nickname, cleaned: refused when empty, too short or long, or offensive. */
export function cleanNickname(raw: string | undefined) {
  const nickname = (raw ?? '').normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (!nickname) throw badRequest(M.nicknameNeeded);
  const length = [...nickname].length;
  if (length < LIVE_QUIZ.nickname.min || length > LIVE_QUIZ.nickname.max) throw badRequest(M.nicknameLength);
  if (matcher.hasMatch(nickname)) throw badRequest(M.nicknameOffensive);
  return nickname;
}
