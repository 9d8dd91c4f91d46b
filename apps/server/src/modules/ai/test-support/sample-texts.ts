/** Sample sources for the Bright AI tests (written for these tests). */
export const PHOTOSYNTHESIS = [
  'Photosynthesis is the process by which green plants make their own food from sunlight.',
  'The green pigment chlorophyll absorbs light energy inside the chloroplasts of leaf cells.',
  'Plants take in carbon dioxide from the air through tiny pores called stomata.',
  'Water travels from the roots to the leaves through a tissue called the xylem.',
  'During photosynthesis, carbon dioxide and water are turned into glucose and oxygen.',
  'The glucose stores chemical energy that the plant uses to grow, while oxygen is released into the air.',
  'Animals depend on the oxygen released by plants, and many animals eat plants for their glucose.',
  'Without sunlight, the chloroplasts cannot make glucose, so photosynthesis stops at night.',
].join(' ');

export const PHOTOSYNTHESIS_DE = [
  'Die Photosynthese ist der Vorgang, bei dem grüne Pflanzen aus Sonnenlicht Nahrung herstellen.',
  'Das Chlorophyll in den Chloroplasten nimmt die Energie des Lichts auf.',
  'Die Pflanzen nehmen Kohlendioxid durch kleine Öffnungen in den Blättern auf.',
  'Aus Kohlendioxid und Wasser entstehen Traubenzucker und Sauerstoff.',
].join(' ');
