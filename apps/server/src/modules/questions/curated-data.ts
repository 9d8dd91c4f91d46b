import type { QuestionContent } from '@bright/contracts';

/**
 * The curated topics and questions every install starts with (curatedQuestion/*, the topic dialog). Ids
 * are fixed so that seeding is idempotent: a row that exists is left as it is. Videos are links only.
 */
export interface CuratedTopicSeed {
  id: string;
  parentId: string | null;
  name: string;
  videos: { title: string; url: string }[];
}

export const CURATED_TOPICS: CuratedTopicSeed[] = [
  { id: 'curated-mathematics', parentId: null, name: 'Mathematics', videos: [] },
  {
    id: 'curated-fractions',
    parentId: 'curated-mathematics',
    name: 'Fractions',
    videos: [
      { title: 'Khan Academy: Fractions', url: 'https://www.khanacademy.org/math/arithmetic/fraction-arithmetic' },
      { title: 'Wikipedia: Fraction', url: 'https://en.wikipedia.org/wiki/Fraction' },
    ],
  },
  {
    id: 'curated-algebra-basics',
    parentId: 'curated-mathematics',
    name: 'Algebra basics',
    videos: [{ title: 'Khan Academy: Algebra basics', url: 'https://www.khanacademy.org/math/algebra-basics' }],
  },
  { id: 'curated-science', parentId: null, name: 'Science', videos: [] },
  {
    id: 'curated-plants',
    parentId: 'curated-science',
    name: 'Plants',
    videos: [{ title: 'Wikipedia: Photosynthesis', url: 'https://en.wikipedia.org/wiki/Photosynthesis' }],
  },
  {
    id: 'curated-solar-system',
    parentId: 'curated-science',
    name: 'The solar system',
    videos: [
      { title: 'NASA Science: Our Solar System', url: 'https://science.nasa.gov/solar-system/' },
      { title: 'Wikipedia: Solar System', url: 'https://en.wikipedia.org/wiki/Solar_System' },
    ],
  },
  { id: 'curated-english', parentId: null, name: 'English', videos: [] },
  {
    id: 'curated-grammar',
    parentId: 'curated-english',
    name: 'Grammar',
    videos: [{ title: 'Wikipedia: Part of speech', url: 'https://en.wikipedia.org/wiki/Part_of_speech' }],
  },
  { id: 'curated-geography', parentId: null, name: 'Geography', videos: [] },
  {
    id: 'curated-continents',
    parentId: 'curated-geography',
    name: 'Continents',
    videos: [{ title: 'Wikipedia: Continent', url: 'https://en.wikipedia.org/wiki/Continent' }],
  },
];

type Seed = Partial<QuestionContent> & Pick<QuestionContent, 'type' | 'description'>;

const opts = (...titles: string[]) => titles.map((title, index) => ({ id: 'abcdefghij'[index]!, title }));
const pairs = (...items: [string, string][]) =>
  items.map(([title, match], index) => ({ id: 'abcdefghij'[index]!, title, match }));
const trueFalse = [
  { id: 'true', title: 'True' },
  { id: 'false', title: 'False' },
];
/** ORDERING: the options are listed in the right order. */
const ordered = (...titles: string[]) => ({
  options: opts(...titles),
  correctOptions: opts(...titles).map((o) => o.id),
});

const QUESTIONS: Record<string, Seed[]> = {
  'curated-mathematics': [
    {
      type: 'MATCHING',
      description: 'Match each shape with its number of sides.',
      options: pairs(['Triangle', '3'], ['Square', '4'], ['Pentagon', '5'], ['Hexagon', '6']),
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'NUMERIC',
      description: 'What is 15% of 80?',
      numeric: { value: 12, tolerance: 0 },
      bloomLevel: 'APPLY',
    },
  ],
  'curated-fractions': [
    {
      type: 'MCQ',
      description: 'In the fraction 3/4, what is the 4 called?',
      options: opts('The numerator', 'The denominator', 'The quotient', 'The remainder'),
      correctOptions: ['b'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MCQ',
      description: 'Which fraction is equivalent to 1/2?',
      options: opts('2/3', '3/6', '2/5', '4/6'),
      correctOptions: ['b'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: '2/5 is greater than 1/2.',
      options: trueFalse,
      correctOptions: ['false'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'NUMERIC',
      description: 'What is 1/4 + 1/2? Give your answer as a decimal.',
      numeric: { value: 0.75, tolerance: 0 },
      bloomLevel: 'APPLY',
    },
    {
      type: 'FILL_IN_THE_BLANK',
      description: 'Written in its lowest terms, 6/8 is {{1}}.',
      blanks: [{ accepted: ['3/4'] }],
      bloomLevel: 'APPLY',
    },
    {
      type: 'SHORT_ANSWER',
      description: 'What is 3/4 of 20?',
      acceptedAnswers: ['15', 'fifteen'],
      bloomLevel: 'APPLY',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Which of these fractions are greater than 1/2?',
      points: 2,
      options: opts('3/5', '2/7', '5/8', '4/9', '7/10'),
      correctOptions: ['a', 'c', 'e'],
      bloomLevel: 'ANALYZE',
    },
    {
      type: 'ORDERING',
      description: 'Put these fractions in order from smallest to largest.',
      ...ordered('1/3', '1/2', '2/3', '5/6'),
      bloomLevel: 'ANALYZE',
    },
  ],
  'curated-algebra-basics': [
    {
      type: 'MCQ',
      description: 'Solve for x: x + 7 = 12',
      options: opts('5', '19', '7', '12'),
      correctOptions: ['a'],
      bloomLevel: 'APPLY',
    },
    {
      type: 'NUMERIC',
      description: 'If 3x = 18, what is x?',
      numeric: { value: 6, tolerance: 0 },
      bloomLevel: 'APPLY',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: 'In the expression 5y + 2, the number 5 is the coefficient of y.',
      options: trueFalse,
      correctOptions: ['true'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MCQ',
      description: "Which expression means 'four more than a number n'?",
      options: opts('n + 4', '4n', 'n − 4', '4 − n'),
      correctOptions: ['a'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'FILL_IN_THE_BLANK',
      description: 'If a = 3, then 2a + 1 = {{1}}.',
      blanks: [{ accepted: ['7', 'seven'] }],
      bloomLevel: 'APPLY',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Which of these are equations?',
      points: 2,
      options: opts('x + 2 = 5', '3y − 1', '4 = 2z', '7a + b'),
      correctOptions: ['a', 'c'],
      bloomLevel: 'ANALYZE',
    },
    {
      type: 'LONG_ANSWER',
      description:
        'Write a word problem that can be solved with the equation 2x + 3 = 11. Then solve it and check your answer.',
      points: 5,
      answer:
        'x = 4. Example: "Sam buys 2 notebooks that cost the same and a pen for $3. He pays $11 in all. How much is one notebook?" 2x + 3 = 11, so 2x = 8 and x = 4; check: 2 × 4 + 3 = 11.',
      rubric:
        '2 points: the story matches 2x + 3 = 11 (two equal unknown amounts plus 3 make 11). 2 points: correct steps to x = 4. 1 point: the answer is checked by substituting it back.',
      bloomLevel: 'CREATE',
    },
  ],
  'curated-plants': [
    {
      type: 'MCQ',
      description: 'Which part of a plant takes in water from the soil?',
      options: opts('The roots', 'The leaves', 'The flower', 'The fruit'),
      correctOptions: ['a'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MCQ',
      description: 'Which gas do plants take in from the air to make their food?',
      options: opts('Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'),
      correctOptions: ['b'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: 'Photosynthesis mainly takes place in the leaves.',
      options: trueFalse,
      correctOptions: ['true'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'FILL_IN_THE_BLANK',
      description: 'The green pigment in leaves that captures light energy is called {{1}}.',
      blanks: [{ accepted: ['chlorophyll'] }],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'SHORT_ANSWER',
      description: 'What is the name of the process by which plants lose water vapour through their leaves?',
      acceptedAnswers: ['transpiration'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Which of these does a plant take in or use to carry out photosynthesis?',
      points: 2,
      options: opts('Sunlight', 'Water', 'Carbon dioxide', 'Sugar', 'Oxygen'),
      correctOptions: ['a', 'b', 'c'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'ORDERING',
      description: "Put the stages of a flowering plant's life cycle in order, starting with the seed.",
      ...ordered('Seed', 'Seedling', 'Adult plant with flowers', 'Fruit with new seeds'),
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'LONG_ANSWER',
      description:
        'A plant kept in a dark cupboard for two weeks turns pale and weak. Explain why, using what you know about photosynthesis.',
      points: 5,
      answer:
        'Without light the plant cannot photosynthesise, so it cannot make the sugar (glucose) it needs for energy and growth. It uses up its stored food and, without light, it stops making chlorophyll, so it turns pale (yellow) and weak.',
      rubric:
        '2 points: light is needed for photosynthesis. 2 points: without it the plant cannot make food/sugar for energy and growth. 1 point: explains the pale colour (less chlorophyll).',
      bloomLevel: 'EVALUATE',
    },
  ],
  'curated-solar-system': [
    {
      type: 'MCQ',
      description: 'Which planet is closest to the Sun?',
      options: opts('Mercury', 'Venus', 'Earth', 'Mars'),
      correctOptions: ['a'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MCQ',
      description: 'Which is the largest planet in our solar system?',
      options: opts('Jupiter', 'Saturn', 'Neptune', 'Earth'),
      correctOptions: ['a'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: 'The Moon gives off its own light.',
      options: trueFalse,
      correctOptions: ['false'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'NUMERIC',
      description: 'How many planets are there in our solar system?',
      numeric: { value: 8, tolerance: 0 },
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'ORDERING',
      description: 'Put these planets in order of their distance from the Sun, nearest first.',
      ...ordered('Mercury', 'Venus', 'Earth', 'Mars'),
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Which of these planets are gas giants?',
      points: 2,
      options: opts('Jupiter', 'Mars', 'Saturn', 'Venus'),
      correctOptions: ['a', 'c'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'MATCHING',
      description: 'Match each planet with a fact about it.',
      options: pairs(
        ['Mars', 'Called the Red Planet'],
        ['Saturn', 'Famous for its bright rings'],
        ['Venus', 'The hottest planet'],
        ['Earth', 'The only planet known to have life'],
      ),
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'SHORT_ANSWER',
      description: 'What causes day and night on Earth?',
      points: 2,
      answer:
        'The Earth spins (rotates) on its axis once a day, so each place turns towards the Sun (day) and then away from it (night).',
      rubric: '1 point: the Earth rotates on its axis. 1 point: the side facing the Sun has day, the other side night.',
      bloomLevel: 'UNDERSTAND',
    },
  ],
  'curated-grammar': [
    {
      type: 'MCQ',
      description: "Which of these words is a noun in the sentence 'The cat slept on the warm rug'?",
      options: opts('slept', 'warm', 'rug', 'on'),
      correctOptions: ['c'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MCQ',
      description: "Choose the correct verb: 'She ___ to school every day.'",
      options: opts('go', 'goes', 'going', 'gone'),
      correctOptions: ['b'],
      bloomLevel: 'APPLY',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: 'An adjective is a word that describes a noun.',
      options: trueFalse,
      correctOptions: ['true'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Which of these words are adverbs?',
      points: 2,
      options: opts('quickly', 'happy', 'softly', 'table', 'very'),
      correctOptions: ['a', 'c', 'e'],
      bloomLevel: 'APPLY',
    },
    {
      type: 'FILL_IN_THE_BLANK',
      description: "The past tense of 'run' is {{1}}, and the past tense of 'eat' is {{2}}.",
      blanks: [{ accepted: ['ran'] }, { accepted: ['ate'] }],
      bloomLevel: 'APPLY',
    },
    {
      type: 'MATCHING',
      description: 'Match each word with its part of speech.',
      options: pairs(['beautiful', 'Adjective'], ['elephant', 'Noun'], ['slowly', 'Adverb'], ['under', 'Preposition']),
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'SHORT_ANSWER',
      description: "Write the plural of 'child'.",
      acceptedAnswers: ['children'],
      bloomLevel: 'APPLY',
    },
    {
      type: 'LONG_ANSWER',
      description:
        'Write three sentences about your favourite place. Use at least one adjective and one adverb, and name them after your sentences.',
      points: 5,
      answer:
        "Example: 'The quiet park near my house has tall trees. I walk there slowly after school. Birds sing happily in the morning.' Adjectives: quiet, tall. Adverbs: slowly, happily.",
      rubric:
        '1 point: three complete sentences about a place. 2 points: at least one adjective used and named correctly. 2 points: at least one adverb used and named correctly.',
      bloomLevel: 'CREATE',
    },
  ],
  'curated-continents': [
    {
      type: 'MCQ',
      description: 'Which is the largest continent by area?',
      options: opts('Asia', 'Africa', 'North America', 'Europe'),
      correctOptions: ['a'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'NUMERIC',
      description: 'How many continents are there in the usual seven-continent model?',
      numeric: { value: 7, tolerance: 0 },
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'TRUE_OR_FALSE',
      description: 'Antarctica is the coldest continent.',
      options: trueFalse,
      correctOptions: ['true'],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MATCHING',
      description: 'Match each country with the continent it is in.',
      options: pairs(['Kenya', 'Africa'], ['Brazil', 'South America'], ['Japan', 'Asia'], ['Canada', 'North America']),
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'MULTIPLE_SELECT',
      description: 'Through which of these continents does the Equator pass?',
      points: 2,
      options: opts('Africa', 'South America', 'Asia', 'Europe', 'Antarctica'),
      correctOptions: ['a', 'b', 'c'],
      bloomLevel: 'UNDERSTAND',
    },
    {
      type: 'FILL_IN_THE_BLANK',
      description: 'The continent with the most countries is {{1}}.',
      blanks: [{ accepted: ['Africa'] }],
      bloomLevel: 'REMEMBER',
    },
    {
      type: 'ORDERING',
      description: 'Order these continents by area, largest first.',
      ...ordered('Asia', 'Africa', 'North America', 'South America'),
      bloomLevel: 'ANALYZE',
    },
    {
      type: 'MCQ',
      description: 'Which ocean lies between Africa and Australia?',
      options: opts('The Indian Ocean', 'The Atlantic Ocean', 'The Pacific Ocean', 'The Arctic Ocean'),
      correctOptions: ['a'],
      bloomLevel: 'UNDERSTAND',
    },
  ],
};

export interface CuratedQuestionSeed {
  id: string;
  topicId: string;
  content: Seed;
}

/** Every curated question with its fixed id: `<topic id>-<number>`. */
export const CURATED_QUESTIONS: CuratedQuestionSeed[] = Object.entries(QUESTIONS).flatMap(([topicId, items]) =>
  items.map((content, index) => ({ id: `${topicId}-q${String(index + 1).padStart(2, '0')}`, topicId, content })),
);
