import { LIVE_QUIZ_MESSAGES as M, LiveQuizSettings } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import type { LiveQuizStoredQuestion } from '../../db/schema';
import { LiveQuizGame } from './live-quiz.game';

const question = (id: string, correct: string[], type = 'MCQ'): LiveQuizStoredQuestion => ({
  id,
  type,
  description: `Question ${id}`,
  image: null,
  options: ['a', 'b', 'c'].map((option) => ({ id: option, title: option.toUpperCase(), image: null })),
  correctOptionIds: correct,
  points: 1,
  durationMs: 20_000,
});

function setup(settings: Partial<LiveQuizSettings> = {}) {
  const clock = { now: 1_000_000 };
  const game = new LiveQuizGame(
    {
      id: 'g1',
      code: '123456',
      instituteId: 'i',
      classId: 'c',
      assessmentId: 'a',
      assessmentName: 'Quiz',
      createdAt: new Date(),
    },
    LiveQuizSettings.parse(settings),
    [question('q1', ['a']), question('q2', ['b']), question('q3', ['a', 'c'], 'MULTIPLE_SELECT')],
    () => clock.now,
  );
  const add = (nickname: string) =>
    game.admit({ id: nickname, userId: null, nickname, tokenHash: `hash-${nickname}`, approved: true });
  return { game, clock, add };
}

describe('a live quiz game', () => {
  it('scores by the server clock, and gives nothing for a wrong or missing answer', () => {
    const { game, clock, add } = setup();
    const [ada, ben, cy] = [add('Ada'), add('Ben'), add('Cy')];
    game.openNext();
    clock.now += 300;
    game.answer(ada, 0, ['a']);
    clock.now += 9_700;
    game.answer(ben, 0, ['a']);
    const { reveal, results } = game.close();
    expect([ada.score, ben.score, cy.score]).toEqual([1000, 750, 0]);
    expect(reveal).toMatchObject({
      index: 0,
      correctOptionIds: ['a'],
      distribution: { a: 2, b: 0, c: 0 },
      answered: 2,
    });
    expect(results.get('Ben')).toMatchObject({ correct: true, points: 750, rank: 2 });
    expect(reveal.leaderboard.map((entry) => entry.nickname)).toEqual(['Ada', 'Ben', 'Cy']);
  });

  it('refuses an answer past the deadline and its grace, but counts one within the grace', () => {
    const { game, clock, add } = setup();
    const [ada, ben] = [add('Ada'), add('Ben')];
    game.openNext();
    clock.now += 20_400;
    expect(game.answer(ada, 0, ['a']).changed).toBe(false);
    clock.now += 200;
    expect(() => game.answer(ben, 0, ['a'])).toThrow(M.late);
    game.close();
    expect(ada.score).toBe(500);
  });

  it('keeps one answer per player and question unless the host allows a change', () => {
    const strict = setup();
    const ada = strict.add('Ada');
    strict.game.openNext();
    strict.game.answer(ada, 0, ['b']);
    expect(() => strict.game.answer(ada, 0, ['a'])).toThrow(M.alreadyAnswered);
    strict.game.close();
    expect(ada.score).toBe(0);

    const lenient = setup({ allowAnswerChange: true });
    const ben = lenient.add('Ben');
    lenient.game.openNext();
    lenient.game.answer(ben, 0, ['b']);
    expect(lenient.game.answer(ben, 0, ['a']).changed).toBe(true);
    lenient.game.close();
    expect(ben.score).toBe(1000);
  });

  it('refuses an answer to another question, an unknown option, or two options to a single choice', () => {
    const { game, add } = setup();
    const ada = add('Ada');
    game.openNext();
    expect(() => game.answer(ada, 1, ['a'])).toThrow(M.wrongQuestion);
    expect(() => game.answer(ada, 0, ['z'])).toThrow(M.unknownOption);
    expect(() => game.answer(ada, 0, ['a', 'b'])).toThrow(M.oneOption);
    expect(() => game.answer(ada, 0, ['a', 'a'])).toThrow(M.unknownOption);
  });

  it('needs exactly the correct options of a multiple select', () => {
    const { game, add } = setup({ scoring: 'ACCURACY' });
    const [ada, ben] = [add('Ada'), add('Ben')];
    for (const index of [0, 1]) {
      game.openNext();
      game.close();
      expect(game.questionIndex).toBe(index);
    }
    game.openNext();
    game.answer(ada, 2, ['c', 'a']);
    game.answer(ben, 2, ['a']);
    game.close();
    expect([ada.score, ben.score]).toEqual([1000, 0]);
  });

  it('adds the streak bonus only when the host turns it on', () => {
    const play = (streakBonus: boolean) => {
      const { game, add } = setup({ streakBonus, scoring: 'ACCURACY' });
      const ada = add('Ada');
      for (const [index, answer] of [['a'], ['b'], ['a', 'c']].entries()) {
        game.openNext();
        game.answer(ada, index, answer);
        game.close();
      }
      return ada;
    };
    expect(play(false)).toMatchObject({ score: 3000, streak: 3 });
    expect(play(true)).toMatchObject({ score: 3300, streak: 3 });
  });

  it('stops the clock while paused and refuses answers meanwhile', () => {
    const { game, clock, add } = setup();
    const ada = add('Ada');
    game.openNext();
    const deadline = game.deadline;
    clock.now += 5_000;
    expect(game.togglePause()).toBe(true);
    expect(() => game.answer(ada, 0, ['a'])).toThrow(M.paused);
    clock.now += 60_000;
    expect(game.togglePause()).toBe(false);
    expect(game.deadline).toBe(deadline + 60_000);
    clock.now += 5_000;
    game.answer(ada, 0, ['a']);
    game.close();
    expect(ada.score).toBe(750);
  });

  it('refuses a duplicate nickname (case and spacing aside), a locked or full game', () => {
    const { game, add } = setup({ maxPlayers: 2 });
    add('Ada Lovelace');
    expect(() => add('  ada   LOVELACE ')).toThrow(M.nicknameTaken);
    game.locked = true;
    expect(() => add('Ben')).toThrow(M.locked);
    game.locked = false;
    add('Ben');
    expect(() => add('Cy')).toThrow(M.full);
  });

  it('leaves a kicked player out of the scores and the leaderboard', () => {
    const { game, add } = setup();
    const [ada, ben] = [add('Ada'), add('Ben')];
    game.openNext();
    game.answer(ben, 0, ['a']);
    game.kick(ben.id);
    expect(game.everyoneAnswered).toBe(false);
    game.answer(ada, 0, ['a']);
    expect(game.everyoneAnswered).toBe(true);
    const { reveal } = game.close();
    expect(reveal.leaderboard.map((entry) => entry.nickname)).toEqual(['Ada']);
    expect(ben.score).toBe(0);
  });

  it('resumes from a save taken mid-question by asking that question again', () => {
    const { game } = setup();
    game.resumeAt({ phase: 'QUESTION', questionIndex: 1, locked: true });
    expect([game.phase, game.questionIndex, game.locked]).toEqual(['REVEAL', 0, true]);
    expect(game.openNext().index).toBe(1);
  });
});
