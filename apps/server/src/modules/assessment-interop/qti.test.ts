import type { QuestionContent } from '@bright/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { convertFile } from './import-file';
import type { ConvertedQuestion } from './interop-types';
import { EVERY_TYPE, FIXTURES, GIF, OLD_QTI3_EXPORT, exportQuestions, readFolder } from './interop.test-support';
import { readZip, resolveHref, safePath, writeZip } from './interop-zip';
import { parseXml } from './interop-xml';
import { buildQtiPackage } from './qti-export';
import { LOM_NS, QTI3_CP_NS, QTI3_METADATA_NS, decodeId, encodeId } from './qti-ids';
import { itemMetadataXml, readItemMetadata } from './qti-metadata';
import { readQtiPackage } from './qti-package-reader';

const fail = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};

describe('QTI option identifiers', () => {
  it('keeps valid ids and encodes the others reversibly', () => {
    for (const id of ['a', 'p2', 'true', '1', '1f0c-uuid', 'OPT_b', 'with space', 'ü'])
      expect(decodeId(encodeId(id))).toBe(id);
    expect(encodeId('a')).toBe('a');
    expect(encodeId('1')).toMatch(/^OPT_[0-9a-f]+$/);
    expect(encodeId('OPT_b')).not.toBe('OPT_b');
  });
});

describe('package paths', () => {
  it('refuses paths that leave the package (zip slip)', () => {
    expect(safePath('items/a.xml')).toBe('items/a.xml');
    expect(safePath('./items/../images/x.png')).toBe('images/x.png');
    expect(safePath('../evil')).toBeNull();
    expect(safePath('/etc/passwd')).toBeNull();
    expect(safePath('C:/x')).toBeNull();
    expect(resolveHref('items/Q1.xml', '../images/Q1.png')).toBe('images/Q1.png');
    expect(resolveHref('items/Q1.xml', '../../x.png')).toBeNull();
    expect(resolveHref('items/Q1.xml', 'http://example.com/x.png')).toBeNull();
  });

  it('refuses a zip whose member names escape, a broken zip and one that unpacks too large', () => {
    const slip = zipSync({ '../../evil.txt': new Uint8Array([1]), 'imsmanifest.xml': new Uint8Array([60]) });
    expect(fail(() => readZip(slip)).message).toBe(
      'The file is not a valid QTI package: it names a file outside the package',
    );
    const broken = new Uint8Array(Buffer.from('PK\x03\x04 this is not a zip archive at all'));
    expect(fail(() => convertFile(broken, 'x.zip')).message).toBe(
      'The file is not a valid QTI package: it is not a readable zip archive',
    );
    // A member that says it unpacks to 200 MB is refused before anything is inflated.
    const bomb = Buffer.from(zipSync({ 'a.bin': new Uint8Array(1000) }));
    bomb.writeUInt32LE(200 * 1024 * 1024, 22);
    bomb.writeUInt32LE(200 * 1024 * 1024, bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const error = fail(() => readZip(new Uint8Array(bomb)));
    expect(error.status).toBe(413);
  });

  it('refuses a zip without imsmanifest.xml', () => {
    const zip = zipSync({ 'items/a.xml': new Uint8Array(Buffer.from('<x/>')) });
    expect(fail(() => convertFile(zip)).message).toBe(
      'The file is not a valid QTI package: imsmanifest.xml is missing',
    );
  });
});

describe('XML safety', () => {
  it('refuses entity declarations (billion laughs, external entities) and reports bad XML', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><qti-assessment-item>&b;</qti-assessment-item>';
    expect(fail(() => convertFile(Buffer.from(laughs))).message).toBe('XML entity declarations are not accepted');
    const xxe = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><assessmentItem>&e;</assessmentItem>';
    expect(fail(() => convertFile(Buffer.from(xxe))).message).toBe('XML entity declarations are not accepted');
    const broken = fail(() => convertFile(Buffer.from('<qti-assessment-item><qti-item-body></qti-assessment-item>')));
    expect(broken.status).toBe(400);
    expect(broken.message).toMatch(/^The file is not valid XML/);
  });

  it('reads a bare QTI 1.2 file as QTI 1.2', () => {
    expect(convertFile(Buffer.from('<questestinterop/>'))).toEqual({ format: 'qti12', questions: [], problems: [] });
  });
});

describe('QTI 3.0 export and import', () => {
  const files = buildQtiPackage('Every type', exportQuestions());
  const text = (p: string) => Buffer.from(files.get(p)!).toString('utf8');

  it('writes a manifest, a test and one item per question with the proper interactions', () => {
    expect([...files.keys()].filter((p) => p.startsWith('items/'))).toHaveLength(EVERY_TYPE.length);
    expect(text('imsmanifest.xml')).toContain('type="imsqti_item_xmlv3p0"');
    expect(text('imsmanifest.xml')).toContain(
      '<imsmd:learningResourceType><imsmd:source>urn:bright-classroom:question-type</imsmd:source><imsmd:value>MCQ</imsmd:value></imsmd:learningResourceType>',
    );
    expect(text('imsmanifest.xml')).toContain('<imsmd:id>REMEMBER</imsmd:id>');
    expect(text('imsmanifest.xml')).not.toContain('bright:');
    expect(text('assessment.xml')).toContain('<qti-assessment-item-ref identifier="Q12" href="items/Q12.xml"/>');
    expect(text('items/Q1.xml')).toContain('<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"');
    expect(text('items/Q1.xml')).toContain('<qti-value>2.5</qti-value>');
    expect(text('items/Q3.xml')).toContain('max-choices="0"');
    expect(text('items/Q4.xml')).toContain(
      '<qti-map-entry map-key="photosynthesis" mapped-value="4" case-sensitive="false"/>',
    );
    expect(text('items/Q6.xml')).toContain('<img src="../images/Q6-1.png" alt="Cat"/>');
    expect(text('items/Q7.xml')).toContain('<qti-text-entry-interaction response-identifier="RESPONSE_2"/>');
    expect(text('items/Q8.xml')).toContain('<qti-match-interaction');
    expect(text('items/Q9.xml')).toContain('<qti-order-interaction');
    expect(text('items/Q10.xml')).toContain('tolerance-mode="absolute" tolerance="0.005 0.005"');
    expect(text('items/Q12.xml')).toContain('<qti-extended-text-interaction');
    expect(text('items/Q12.xml')).toContain('<qti-rubric-block use="scoring" view="scorer">');
    expect(text('items/Q12.xml')).toContain('<qti-rubric-block use="ext:reference-answer" view="scorer">');
    expect(files.get('images/Q6-2.gif')).toEqual(GIF);
  });

  it('reads every field back exactly, pictures included (round trip through a zip)', () => {
    const back = readQtiPackage(readZip(writeZip(files)));
    expect(back.format).toBe('qti3');
    expect(back.problems).toEqual([]);
    const original = exportQuestions();
    expect(back.questions).toHaveLength(original.length);
    back.questions.forEach((q, i) => {
      const want = original[i]!;
      const strip = (c: QuestionContent) => ({
        ...c,
        options: c.options.map((o) => ({ ...o, image: o.image ? 'picture' : null })),
      });
      expect(strip(q.content)).toEqual(
        strip({
          ...want.content,
          answer: want.content.answer ?? null,
          rubric: want.content.rubric ?? null,
          bloomLevel: want.content.bloomLevel ?? null,
        }),
      );
      expect(q.topicName).toBe(want.topicName);
      expect(q.image?.bytes ?? null).toEqual(want.image?.bytes ?? null);
      for (const [id, file] of want.optionImages) expect(q.optionImages.get(id)?.bytes).toEqual(file.bytes);
      expect(q.optionImages.size).toBe(want.optionImages.size);
    });
  });
});

describe('item metadata in the manifest (LOM)', () => {
  const resource = (metadata: string) =>
    parseXml(
      `<resource xmlns="${QTI3_CP_NS}" xmlns:imsmd="${LOM_NS}" xmlns:imsqti="${QTI3_METADATA_NS}">${metadata}</resource>`,
    ).documentElement!;

  it('reads back exactly what it writes, whitespace and markup characters in a topic included', () => {
    const [question] = exportQuestions();
    for (const topicName of [' Spaced\r\n\ttopic <&> "quoted" ', '', null]) {
      const written = itemMetadataXml({ ...question!, topicName });
      expect(readItemMetadata(resource(written))).toEqual({ type: 'MCQ', bloomLevel: 'REMEMBER', topicName });
    }
  });

  it("leaves another platform's LOM alone and drops values it does not know", () => {
    const foreign = `<metadata><imsmd:lom><imsmd:educational><imsmd:learningResourceType><imsmd:source>LOMv1.0</imsmd:source><imsmd:value>exercise</imsmd:value></imsmd:learningResourceType></imsmd:educational><imsmd:classification><imsmd:taxonPath><imsmd:source><imsmd:string>ACARA</imsmd:string></imsmd:source><imsmd:taxon><imsmd:id>ACMNA001</imsmd:id></imsmd:taxon></imsmd:taxonPath></imsmd:classification></imsmd:lom></metadata>`;
    expect(readItemMetadata(resource(foreign))).toBeNull();
    const unknown = itemMetadataXml({ ...exportQuestions()[0]!, topicName: null })
      .replace('>MCQ<', '>ESSAY<')
      .replace('>REMEMBER<', '>RECALL<');
    expect(readItemMetadata(resource(unknown))).toEqual({ type: null, bloomLevel: null, topicName: null });
  });
});

describe('a QTI 3.0 package our exporter wrote before issue 21 (metadata as a manifest extension)', () => {
  const files = readFolder(path.join(OLD_QTI3_EXPORT, 'package'));
  const expected = JSON.parse(readFileSync(path.join(OLD_QTI3_EXPORT, 'expected-questions.json'), 'utf8')) as {
    content: QuestionContent;
    topicName: string | null;
    image: string | null;
    optionImages: Record<string, string>;
  }[];
  const asExpected = (q: ConvertedQuestion) => ({
    content: q.content,
    topicName: q.topicName,
    image: q.image?.path ?? null,
    optionImages: Object.fromEntries([...q.optionImages].map(([id, file]) => [id, file.path])),
  });

  it('still imports every question with every field, type, Bloom level, topic and pictures included', () => {
    expect(Buffer.from(files.get('imsmanifest.xml')!).toString()).toContain('<bright:question');
    const back = convertFile(zipSync(Object.fromEntries(files)), 'package.zip');
    expect(back.format).toBe('qti3');
    expect(back.problems).toEqual([]);
    expect(back.questions.map(asExpected)).toEqual(expected);
    for (const q of back.questions) {
      if (q.image) expect(q.image.bytes).toEqual(files.get(q.image.path));
      for (const file of q.optionImages.values()) expect(file.bytes).toEqual(files.get(file.path));
    }
  });
});

describe.skipIf(!FIXTURES)("other platforms' QTI files (shared/fixtures/interop)", () => {
  const dir = FIXTURES ?? '';
  const read = (p: string) => readFileSync(path.join(dir, p));
  const zipFolder = (folder: string) => zipSync(Object.fromEntries(readFolder(path.join(dir, folder))));

  it('imports the QTI 3.0 package and reports each item it cannot map', () => {
    const result = convertFile(zipFolder('qti30/longsight-basic-item-player'), 'package.zip');
    expect(result.format).toBe('qti3');
    const types = result.questions.map((q) => q.content.type);
    expect(types).toContain('MCQ');
    expect(types).toContain('LONG_ANSWER');
    expect(types).toContain('MATCHING');
    expect(types).toContain('FILL_IN_THE_BLANK');
    const match = result.questions.find((q) => q.content.type === 'MATCHING')!;
    expect(match.content.options).toEqual([
      { id: 'A', title: 'Response', match: 'Candidate answer' },
      { id: 'B', title: 'Outcome', match: 'Derived score' },
    ]);
    const long = result.questions.find((q) => q.content.type === 'LONG_ANSWER')!;
    expect(long.content.answer).toBe('Item response');
    const skipped = result.problems.filter((p) => p.skipped).map((p) => p.item);
    expect(skipped).toEqual(
      expect.arrayContaining(['basic-composite', 'basic-template-processing', 'basic-shared-vocabulary']),
    );
    expect(result.problems).toContainEqual({
      item: 'basic-alt-text',
      line: null,
      reason: 'An inline picture that is not a PNG, JPEG, GIF or WebP file was not kept',
      skipped: false,
    });
    expect(
      result.questions.find((q) => q.content.description.includes('{{1}}') && q.content.blanks[0]?.accepted[0] === '4')
        ?.content.description,
    ).toMatch(/2.*\+.*2.*= \{\{1\}\}/s);
    // 11 items: 8 imported, 3 named as skipped; nothing dropped silently.
    expect(result.questions).toHaveLength(8);
    expect(new Set(result.problems.filter((p) => p.skipped).map((p) => p.item)).size).toBe(3);
  });

  it('imports single QTI 3.0 and 2.1 items', () => {
    const mr = convertFile(read('qti30/longsight-multiple-choice-modal-feedback-reference.xml'));
    expect(mr.questions[0]!.content).toMatchObject({ type: 'MULTIPLE_SELECT', correctOptions: ['A', 'B'] });
    expect(mr.problems.map((p) => p.reason)).toContain('Feedback is not kept (our questions have no feedback)');

    const single = convertFile(read('qti21/single-choice-1-with-feedbacks_5-11.xml'));
    expect(single.format).toBe('qti21');
    expect(single.questions[0]!.content).toMatchObject({ type: 'MCQ', points: 4 });
    expect(single.questions[0]!.content.correctOptions).toHaveLength(1);

    const multi = convertFile(read('qti21/multiple-choice-score-all-11-2-3.xml'));
    expect(multi.questions[0]!.content).toMatchObject({ type: 'MULTIPLE_SELECT', points: 2 });

    const fib = convertFile(read('qti21/fib-ignore-spaces.xml'));
    expect(fib.questions[0]!.content).toMatchObject({
      type: 'FILL_IN_THE_BLANK',
      description: 'This interaction is a {{1}}\n\nWhat is {{2}}',
      blanks: [{ accepted: ['gap', 'text', 'textEntry'] }, { accepted: ['Next'] }],
    });

    const essay = convertFile(read('qti21/essay3c2454b4c4dbd64347ea9df54cd.xml'));
    expect(essay.questions[0]!.content.type).toBe('LONG_ANSWER');
    expect(essay.problems.map((p) => p.reason)).toContain('The hint button is not kept');

    const order = convertFile(read('qti21/order-3-6.xml'));
    expect(order.questions[0]!.content.type).toBe('ORDERING');
    expect(order.questions[0]!.content.correctOptions).toHaveLength(4);
  });

  it('imports a QTI 2.1 package of the 2.1 items, in the order of its test', () => {
    const items = [
      'order-3-6.xml',
      'essay3c2454b4c4dbd64347ea9df54cd.xml',
      'fib-ignore-spaces.xml',
      'single-choice-1-with-feedbacks_5-11.xml',
      'multiple-choice-score-all-11-2-3.xml',
    ];
    const resource = (name: string, i: number) =>
      `<resource identifier="R${i}" type="imsqti_item_xmlv2p1" href="items/${name}"><file href="items/${name}"/></resource>`;
    const manifest = `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><organizations/><resources>
      <resource identifier="T" type="imsqti_test_xmlv2p1" href="test.xml"><file href="test.xml"/></resource>${items.map(resource).join('')}</resources></manifest>`;
    // The test lists the items in reverse.
    const test = `<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="T" title="T"><testPart identifier="P" navigationMode="linear" submissionMode="individual"><assessmentSection identifier="S" title="S" visible="true">${[
      ...items,
    ]
      .reverse()
      .map((n, i) => `<assessmentItemRef identifier="I${i}" href="items/${n}"/>`)
      .join('')}</assessmentSection></testPart></assessmentTest>`;
    const zip = zipSync({
      'imsmanifest.xml': new Uint8Array(Buffer.from(manifest)),
      'test.xml': new Uint8Array(Buffer.from(test)),
      ...Object.fromEntries(items.map((n) => [`items/${n}`, new Uint8Array(read(`qti21/${n}`))])),
    });
    const result = convertFile(zip, 'package.zip');
    expect(result.format).toBe('qti21');
    expect(result.questions.map((q) => q.content.type)).toEqual([
      'MULTIPLE_SELECT',
      'MCQ',
      'FILL_IN_THE_BLANK',
      'LONG_ANSWER',
      'ORDERING',
    ]);
    expect(result.problems.every((p) => !p.skipped)).toBe(true);
  });

  it('refuses a manifest alone (no items) as a bare XML file', () => {
    expect(fail(() => convertFile(read('qti21/oo_assessmentitem_imsmanifest_12_2.xml'))).status).toBe(400);
  });

  it('imports the Canvas-style QTI 1.2 package (text2qti) and reports the file upload', () => {
    const result = convertFile(zipFolder('qti12/text2qti-demo-quiz'));
    expect(result.format).toBe('qti12');
    expect(result.questions.map((q) => q.content)).toMatchObject([
      {
        type: 'MCQ',
        description: 'What is 2+3?',
        points: 2,
        options: [
          { id: 'o1', title: '6' },
          { id: 'o2', title: '1' },
          { id: 'o3', title: '5' },
        ],
        correctOptions: ['o3'],
      },
      { type: 'MULTIPLE_SELECT', correctOptions: ['o2', 'o3'] },
      { type: 'NUMERIC', numeric: { value: 1.4142, tolerance: 0.0001 } },
      { type: 'NUMERIC', numeric: { value: 1.2599, tolerance: 0.0001 } },
      {
        type: 'SHORT_ANSWER',
        acceptedAnswers: ['Santa', 'Santa Claus', 'Father Christmas', 'Saint Nicholas', 'Saint Nick'],
      },
      { type: 'LONG_ANSWER', description: 'Write an essay.' },
    ]);
    expect(result.problems.filter((p) => p.skipped)).toEqual([
      {
        item: 'Upload a File',
        line: null,
        reason: 'The question type "file_upload_question" cannot be mapped to our question types',
        skipped: true,
      },
    ]);
    expect(result.problems.filter((p) => !p.skipped).map((p) => p.reason)).toContain('Feedback is not kept');
  });
});
