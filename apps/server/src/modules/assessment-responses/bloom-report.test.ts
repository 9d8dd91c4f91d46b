import { describe, expect, it } from 'vitest';
import { bloomReport } from './bloom-report';

const questions = [
  { id: 'r1', points: 2, bloomLevel: 'REMEMBER' },
  { id: 'r2', points: 2, bloomLevel: 'REMEMBER' },
  { id: 'a1', points: 4, bloomLevel: 'APPLY' },
  { id: 'e1', points: 1, bloomLevel: 'EVALUATE' },
  { id: 'u1', points: 1, bloomLevel: null },
];
const scores = (entries: Record<string, number>) => new Map(Object.entries(entries));
const ada = scores({ r1: 2, r2: 2, a1: 1, e1: 0, u1: 1 });
const ben = scores({ r1: 2, r2: 0, a1: 3, e1: 1 });

describe('bloomReport', () => {
  it('lists A to F in the spec order, then Uncategorised', () => {
    const report = bloomReport(questions, [ada]);
    expect(report.blooms.map((row) => `${row.letter}:${row.label}`)).toEqual([
      'A:Remembering',
      'B:Understanding',
      'C:Evaluating',
      'D:Applying',
      'E:Analyzing',
      'F:Creating',
      'null:Uncategorised',
    ]);
    expect(report.blooms.map((row) => row.questionCount)).toEqual([2, 0, 1, 1, 0, 0, 1]);
  });

  it("gives one student's scores with the class average beside them", () => {
    const report = bloomReport(questions, [ada, ben], ada);
    expect(report.responses).toBe(1);
    const remember = report.blooms[0]!;
    expect(remember).toMatchObject({ level: 'REMEMBER', scoreAchieved: 4, totalScore: 4 });
    expect(report.taxonomyaverages[0]).toMatchObject({ achieved: 100, averagePercentage: 75 });
    const apply = report.taxonomyaverages[3]!;
    expect(apply).toMatchObject({ level: 'APPLY', achieved: 25, averagePercentage: 50 });
    // 4 + 1 + 0 + 1 of 10 points.
    expect(report.achievedPercentage).toBe(60);
    expect(report.taxonomyaverages[1]).toMatchObject({ achieved: 0, averagePercentage: 0 });
  });

  it("pools the class's responses", () => {
    const report = bloomReport(questions, [ada, ben]);
    expect(report.responses).toBe(2);
    expect(report.blooms[0]).toMatchObject({ scoreAchieved: 6, totalScore: 8 });
    expect(report.blooms[6]).toMatchObject({ scoreAchieved: 1, totalScore: 2 });
    expect(report.taxonomyaverages[0]).toMatchObject({ achieved: 75, averagePercentage: 75 });
    // (6 + 6) of 20.
    expect(report.achievedPercentage).toBe(60);
  });

  it('leaves a pending answer out of its level until graded, and counts it as pending', () => {
    const questionsWithLong = [...questions, { id: 'e2', points: 3, bloomLevel: 'EVALUATE' }];
    const cam = new Map<string, number | null>([...ada, ['e2', null]]);
    const report = bloomReport(questionsWithLong, [cam, ben], cam);
    const evaluate = report.blooms[2]!;
    // e1 graded (0 of 1); e2 pending: neither 0 of 3 nor in the total.
    expect(evaluate).toMatchObject({ level: 'EVALUATE', scoreAchieved: 0, totalScore: 1, pendingCount: 1 });
    expect(report.pendingCount).toBe(1);
    // 4 + 1 + 0 + 1 of 10 graded points, as without the pending answer.
    expect(report.achievedPercentage).toBe(60);
    // Only pending at a level: no percentage from that response; ben's 1 of 1 is the class average.
    const onlyPending = new Map<string, number | null>([['e1', null]]);
    expect(bloomReport(questions, [onlyPending]).taxonomyaverages[2]!.averagePercentage).toBeNull();
    const alone = bloomReport(questions, [onlyPending, ben], onlyPending);
    expect(alone.blooms[2]).toMatchObject({ scoreAchieved: 0, totalScore: 0, pendingCount: 1 });
    expect(alone.taxonomyaverages[2]).toMatchObject({ achieved: 0, averagePercentage: 100 });
  });

  it('answers zeros for no responses and leaves Uncategorised out when every question has a level', () => {
    const report = bloomReport(questions.slice(0, 4), []);
    expect(report.blooms).toHaveLength(6);
    expect(report.achievedPercentage).toBe(0);
    expect(report.taxonomyaverages.every((row) => row.averagePercentage === 0)).toBe(true);
  });
});
