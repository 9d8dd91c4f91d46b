import type { QuestionContent } from '@bright/contracts';
import { escapeAttr as a, escapeXml as x } from './interop-xml';
import type { ExportFile, ExportQuestion } from './interop-types';
import { LOM_NS, QTI3_CP_NS, QTI3_METADATA_NS, QTI3_NS, REFERENCE_ANSWER_USE, RUBRIC_USE, encodeId } from './qti-ids';
import { itemMetadataXml } from './qti-metadata';

/**
 * A 1EdTech QTI 3.0 package of an assessment's questions: imsmanifest.xml, assessment.xml (the
 * test), items/Qn.xml and images/. Each type uses its QTI interaction:
 *   MCQ, TRUE_OR_FALSE, PICTURE_CHOICE: qti-choice-interaction max-choices=1 (pictures as <img>);
 *   MULTIPLE_SELECT: max-choices=0; SHORT_ANSWER: a text entry on its own line; FILL_IN_THE_BLANK:
 *   text entries inside the text, one RESPONSE_n per {{n}}; NUMERIC: a float text entry scored with
 *   qti-equal tolerance-mode="absolute"; LONG_ANSWER: extended text; MATCHING: match; ORDERING: order.
 * Points are MAXSCORE and the upper bound of each mapping. Rubric and reference answer are scorer
 * rubric blocks (use="scoring", use="ext:reference-answer"). What QTI's item has no slot for (our exact
 * type, the Bloom level, the topic name) is LOM in each item resource's <metadata> (qti-metadata.ts).
 * Every file validates against 1EdTech's QTI 3.0 schemas (qti-schema.test.ts).
 * Our description is exact text inside <div class="bright-description">.
 */
const XMLNS = `xmlns="${QTI3_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI3_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"`;
const RP = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';
const num = (n: number) => String(n);
const value = (v: string) => `<qti-value>${x(v)}</qti-value>`;

interface ItemParts {
  declarations: string[];
  body: string[];
  processing: string;
}

function mapping(entries: [string, number][], upper: number, caseless = false) {
  const flag = caseless ? ' case-sensitive="false"' : '';
  const rows = entries.map(([key, v]) => `<qti-map-entry map-key="${a(key)}" mapped-value="${num(v)}"${flag}/>`);
  return `<qti-mapping default-value="0" lower-bound="0" upper-bound="${num(upper)}">${rows.join('')}</qti-mapping>`;
}

function declaration(id: string, cardinality: string, baseType: string, correct: string[], map = '') {
  const correctXml = correct.length
    ? `<qti-correct-response>${correct.map(value).join('')}</qti-correct-response>`
    : '';
  return `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}">${correctXml}${map}</qti-response-declaration>`;
}

const textEntry = (id: string) => `<qti-text-entry-interaction response-identifier="${id}"/>`;

const allOrNothing = `<qti-response-processing><qti-response-condition><qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match><qti-set-outcome-value identifier="SCORE"><qti-variable identifier="MAXSCORE"/></qti-set-outcome-value></qti-response-if></qti-response-condition></qti-response-processing>`;

function choiceParts(c: QuestionContent, images: Map<string, string>): ItemParts {
  const multiple = c.type === 'MULTIPLE_SELECT';
  const share = c.correctOptions.length ? c.points / c.correctOptions.length : 0;
  const entries: [string, number][] = multiple
    ? c.options.map((o) => [encodeId(o.id), c.correctOptions.includes(o.id) ? share : -share])
    : c.correctOptions.map((id) => [encodeId(id), c.points]);
  const choices = c.options.map((o) => {
    const picture = images.get(o.id);
    const img = picture ? `<img src="${a(picture)}" alt="${a(o.title)}"/>` : '';
    return `<qti-simple-choice identifier="${encodeId(o.id)}">${img}${x(o.title)}</qti-simple-choice>`;
  });
  return {
    declarations: [
      declaration(
        'RESPONSE',
        multiple ? 'multiple' : 'single',
        'identifier',
        c.correctOptions.map(encodeId),
        mapping(entries, c.points),
      ),
    ],
    body: [
      `<qti-choice-interaction response-identifier="RESPONSE" max-choices="${multiple ? 0 : 1}" shuffle="false">${choices.join('')}</qti-choice-interaction>`,
    ],
    processing: `<qti-response-processing template="${RP}/map_response.xml"/>`,
  };
}

function bodyParts(c: QuestionContent, images: Map<string, string>): ItemParts {
  const description = (inner: string) => `<div class="bright-description">${inner}</div>`;
  switch (c.type) {
    case 'MCQ':
    case 'TRUE_OR_FALSE':
    case 'MULTIPLE_SELECT':
    case 'PICTURE_CHOICE': {
      const parts = choiceParts(c, images);
      return { ...parts, body: [description(x(c.description)), ...parts.body] };
    }
    case 'SHORT_ANSWER': {
      const accepted = c.acceptedAnswers;
      const map = accepted.length
        ? mapping(
            accepted.map((t) => [t, c.points]),
            c.points,
            true,
          )
        : '';
      return {
        declarations: [declaration('RESPONSE', 'single', 'string', accepted.slice(0, 1), map)],
        body: [description(x(c.description)), `<p class="bright-answer-entry">${textEntry('RESPONSE')}</p>`],
        processing: accepted.length ? `<qti-response-processing template="${RP}/map_response.xml"/>` : '',
      };
    }
    case 'FILL_IN_THE_BLANK': {
      const share = c.blanks.length ? c.points / c.blanks.length : 0;
      const inner = c.description
        .split(/(\{\{\d+\}\})/)
        .map((piece) => {
          const mark = /^\{\{(\d+)\}\}$/.exec(piece);
          return mark ? textEntry(`RESPONSE_${mark[1]}`) : x(piece);
        })
        .join('');
      const ids = c.blanks.map((_, i) => `RESPONSE_${i + 1}`);
      return {
        declarations: c.blanks.map((blank, i) =>
          declaration(
            ids[i]!,
            'single',
            'string',
            blank.accepted.slice(0, 1),
            mapping(
              blank.accepted.map((t) => [t, share]),
              share,
              true,
            ),
          ),
        ),
        body: [description(inner)],
        processing: `<qti-response-processing><qti-set-outcome-value identifier="SCORE"><qti-sum>${ids.map((id) => `<qti-map-response identifier="${id}"/>`).join('')}</qti-sum></qti-set-outcome-value></qti-response-processing>`,
      };
    }
    case 'NUMERIC': {
      const n = c.numeric!;
      const t = num(n.tolerance);
      return {
        declarations: [declaration('RESPONSE', 'single', 'float', [num(n.value)])],
        body: [description(x(c.description)), `<p class="bright-answer-entry">${textEntry('RESPONSE')}</p>`],
        processing: `<qti-response-processing><qti-response-condition><qti-response-if><qti-equal tolerance-mode="absolute" tolerance="${t} ${t}" include-lower-bound="true" include-upper-bound="true"><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal><qti-set-outcome-value identifier="SCORE"><qti-variable identifier="MAXSCORE"/></qti-set-outcome-value></qti-response-if></qti-response-condition></qti-response-processing>`,
      };
    }
    case 'LONG_ANSWER':
      return {
        declarations: [declaration('RESPONSE', 'single', 'string', [])],
        body: [description(x(c.description)), `<qti-extended-text-interaction response-identifier="RESPONSE"/>`],
        processing: '',
      };
    case 'MATCHING': {
      const share = c.options.length ? c.points / c.options.length : 0;
      const pairs = c.options.map((o) => `${encodeId(o.id)} ${encodeId(o.id)}.match`);
      const left = c.options.map(
        (o) =>
          `<qti-simple-associable-choice identifier="${encodeId(o.id)}" match-max="1">${x(o.title)}</qti-simple-associable-choice>`,
      );
      const right = c.options.map(
        (o) =>
          `<qti-simple-associable-choice identifier="${encodeId(o.id)}.match" match-max="1">${x(o.match ?? '')}</qti-simple-associable-choice>`,
      );
      return {
        declarations: [
          declaration(
            'RESPONSE',
            'multiple',
            'directedPair',
            pairs,
            mapping(
              pairs.map((p) => [p, share]),
              c.points,
            ),
          ),
        ],
        body: [
          description(x(c.description)),
          `<qti-match-interaction response-identifier="RESPONSE" max-associations="${c.options.length}" shuffle="false"><qti-simple-match-set>${left.join('')}</qti-simple-match-set><qti-simple-match-set>${right.join('')}</qti-simple-match-set></qti-match-interaction>`,
        ],
        processing: `<qti-response-processing template="${RP}/map_response.xml"/>`,
      };
    }
    case 'ORDERING': {
      const choices = c.options.map(
        (o) => `<qti-simple-choice identifier="${encodeId(o.id)}">${x(o.title)}</qti-simple-choice>`,
      );
      return {
        declarations: [declaration('RESPONSE', 'ordered', 'identifier', c.correctOptions.map(encodeId))],
        body: [
          description(x(c.description)),
          `<qti-order-interaction response-identifier="RESPONSE" shuffle="false">${choices.join('')}</qti-order-interaction>`,
        ],
        processing: allOrNothing,
      };
    }
  }
}

const scorerBlock = (use: string, text: string | null | undefined) =>
  text
    ? `<qti-rubric-block use="${use}" view="scorer"><qti-content-body><p class="bright-text">${x(text)}</p></qti-content-body></qti-rubric-block>`
    : '';

/** One item's XML; `images` maps option ids (and '' for the question) to package paths relative to the item. */
export function itemXml(identifier: string, question: ExportQuestion, images: Map<string, string>): string {
  const c = question.content;
  const parts = bodyParts(c, images);
  const questionImage = images.get('');
  const title =
    c.description
      .replace(/\{\{\d+\}\}/g, '___')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || identifier;
  const outcomes = [
    `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>`,
    `<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${num(c.points)}</qti-value></qti-default-value></qti-outcome-declaration>`,
  ];
  const body = [
    questionImage ? `<div class="bright-question-image"><img src="${a(questionImage)}" alt=""/></div>` : '',
    ...parts.body,
    scorerBlock(RUBRIC_USE, c.rubric),
    scorerBlock(REFERENCE_ANSWER_USE, c.answer),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item ${XMLNS} identifier="${identifier}" title="${a(title)}" adaptive="false" time-dependent="false">`,
    ...parts.declarations,
    ...outcomes,
    `<qti-item-body>${body.join('')}</qti-item-body>`,
    parts.processing,
    '</qti-assessment-item>',
    '',
  ].join('\n');
}

function testXml(title: string, ids: string[]) {
  const refs = ids.map((id) => `<qti-assessment-item-ref identifier="${id}" href="items/${id}.xml"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-test ${XMLNS} identifier="TEST" title="${a(title)}">`,
    `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>`,
    `<qti-test-part identifier="PART_1" navigation-mode="nonlinear" submission-mode="simultaneous">`,
    `<qti-assessment-section identifier="SECTION_1" title="${a(title)}" visible="true">${refs.join('')}</qti-assessment-section>`,
    '</qti-test-part>',
    '<qti-outcome-processing><qti-set-outcome-value identifier="SCORE"><qti-sum><qti-test-variables variable-identifier="SCORE"/></qti-sum></qti-set-outcome-value></qti-outcome-processing>',
    '</qti-assessment-test>',
    '',
  ].join('\n');
}

const MANIFEST_XMLNS = [
  `xmlns="${QTI3_CP_NS}"`,
  `xmlns:imsmd="${LOM_NS}"`,
  `xmlns:imsqti="${QTI3_METADATA_NS}"`,
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  `xsi:schemaLocation="${QTI3_CP_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd ${LOM_NS} https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd ${QTI3_METADATA_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_metadatav3p0_v1p0.xsd"`,
].join(' ');

const encoder = new TextEncoder();

/** Every file of the package, by path. */
export function buildQtiPackage(title: string, questions: ExportQuestion[]): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const resources: string[] = [];
  const ids = questions.map((_, i) => `Q${i + 1}`);
  questions.forEach((question, i) => {
    const id = ids[i]!;
    const images = new Map<string, string>();
    const own: string[] = [];
    const put = (key: string, file: ExportFile, name: string) => {
      const path = `images/${name}.${file.extension}`;
      files.set(path, file.bytes);
      images.set(key, `../${path}`);
      own.push(path);
    };
    if (question.image) put('', question.image, id);
    question.content.options.forEach((option, n) => {
      const picture = question.optionImages.get(option.id);
      if (picture) put(option.id, picture, `${id}-${n + 1}`);
    });
    files.set(`items/${id}.xml`, encoder.encode(itemXml(id, question, images)));
    const fileRows = [`items/${id}.xml`, ...own].map((p) => `<file href="${a(p)}"/>`).join('');
    resources.push(
      `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="items/${id}.xml">${itemMetadataXml(question)}${fileRows}</resource>`,
    );
  });
  files.set('assessment.xml', encoder.encode(testXml(title, ids)));
  const manifest = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest ${MANIFEST_XMLNS} identifier="MANIFEST">`,
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>',
    '<organizations/>',
    '<resources>',
    `<resource identifier="TEST" type="imsqti_test_xmlv3p0" href="assessment.xml"><file href="assessment.xml"/>${ids.map((id) => `<dependency identifierref="${id}"/>`).join('')}</resource>`,
    ...resources,
    '</resources>',
    '</manifest>',
    '',
  ].join('\n');
  files.set('imsmanifest.xml', encoder.encode(manifest));
  return files;
}
